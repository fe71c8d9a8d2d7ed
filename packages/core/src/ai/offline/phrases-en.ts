/*
 * The English phrase bank of the offline writer. Every sentence is a set of alternatives the
 * writer picks from with the post's seed, and [a|b|c] inside one is a choice of words: together
 * they make each post's sentences its own, so no two posts of a site read alike. Placeholders:
 * {kw} the focus keyphrase ({Kw} at the start of a sentence), {topic} a shorter name for it that
 * does not count as the keyphrase, {audience} (in full twice, then in short), {niche}, {site},
 * {feature}, {related}, {category}; {kw?words} is the keyphrase or, when the post already uses it
 * often enough, the given words.
 * Sentences stay short and active and often open with a transition word: that is what Yoast's
 * readability checks reward, and what readers skim best.
 */
import type { PhraseBank } from "./bank";

export const english: PhraseBank = {
  language: "en",
  keepsCapitals: false,
  readers: "readers",
  topicFallback: "this topic",
  part: "part",
  purposeFallback: "{site} helps {audience} with {niche}.",
  titles: [
    { text: "{Kw}: a practical guide for {audience}", slug: "guide" },
    { text: "{Kw}: a practical guide for beginners", slug: "beginners-guide" },
    { text: "{Kw} made simple: what {audience} should know", slug: "made-simple" },
    { text: "{Kw} made simple: what to do first", slug: "first-steps" },
    { text: "{Kw}: steps that actually work", slug: "steps" },
    { text: "{Kw} for {audience}: tips, mistakes and answers", slug: "tips" },
    { text: "{Kw}: how to get started the right way", slug: "getting-started" },
    { text: "{Kw} explained: a clear guide", slug: "explained" },
    { text: "{Kw}: common mistakes and how to avoid them", slug: "mistakes" },
    { text: "{Kw} in practice: lessons for {audience}", slug: "in-practice" },
    { text: "{Kw}: a simple plan that works", slug: "simple-plan" },
    { text: "{Kw} without the guesswork", slug: "without-guesswork" },
    { text: "{Kw}: what works, what doesn't, and why", slug: "what-works" },
    { text: "{Kw}: the complete starter checklist", slug: "checklist" },
    { text: "{Kw}: smart habits for lasting results", slug: "habits" },
    { text: "{Kw}: answers to the questions people ask", slug: "questions" },
  ],
  slugSuffixes: ["guide", "tips", "basics", "plan", "how-to"],
  metaDescriptions: [
    "{Kw} without the guesswork: practical steps, common mistakes to avoid and clear answers for {audience}. Start with a plan that works.",
    "Want better results from {kw}? This guide shows {audience} where to start, which mistakes to skip and how to keep going.",
    "A clear, practical guide to {kw} for {audience}: the first steps, the habits that help, the mistakes to avoid and answers to common questions.",
    "Learn how {kw} can work for you. Simple steps, honest tips and answers to common questions, written for {audience} who want real results.",
    "Get started with {kw} today. This guide covers the basics, a simple step-by-step plan, common mistakes and the questions readers ask most.",
  ],
  metaFillers: [" Read the full guide.", " Start today.", " Learn more.", " Read on."],
  excerpts: [
    "A practical guide to {kw} for {audience}: where to start, what to avoid and how to keep going.",
    "Everything {audience} need to get started with {kw}, from the first steps to the questions people ask most.",
    "Simple steps, common mistakes and honest answers: our guide to {kw} keeps it practical.",
  ],
  intro: [
    [
      [
        "{Kw} [{kw:looks|look}|{kw:seems|seem}|can feel] [tricky|daunting|complicated] at first, but the [basics|first steps] are [easy to learn|simple once you see them|within reach].",
        "[Many|Plenty of|A lot of] {audience} want to get [better at|started with] {kw}, [yet few know|but not everyone knows] where to begin.",
        "If [you care about|you love|you are new to] {niche}, {kw} {kw:is|are} [worth a closer look|a good place to start|worth your time] [this season|early on|right now].",
      ],
      [
        "[Here at|At] {site}, we [get|hear] [questions about|lots of questions on] {topic} [every week|all the time|all season long].",
        "[At|Here at] {site}, questions about {topic} come up [in almost every conversation|again and again|more than most].",
      ],
      [
        "[So|That is why] this guide [sticks to the practical side of {topic}|keeps {topic} simple and practical|sticks to what works with {topic}].",
        "[Therefore,|For that reason,] we [wrote|put together] [a clear|a short|a plain] guide to {topic} [without the jargon|that skips the theory|you can act on today].",
      ],
      [
        "[You will find|Below you will find|Ahead, you get] [clear steps|concrete steps|a simple plan], [honest tips|tested habits] and answers [about {topic}|on {topic}|to common {topic} questions].",
        "[By the end|When you finish|Once you are done], you will know [exactly|precisely] [what to do next|which step comes first] [with {topic}|for {topic}].",
      ],
    ],
    [
      [
        "[We write|Our posts are written] for {audience}, so [each tip|every idea] about {topic} [fits a small|fits a normal|works in a busy] [week|schedule|routine].",
        "{Site} [is all about|focuses on|covers] {niche} for {audience}, and {topic} [{topic:sits|sit} at the heart of it|{topic:is|are} a big part of that|{topic:is|are} close to our hearts].",
      ],
      [
        "[First,|To begin with,|First of all,] [we look at|let's see] why {topic} [{topic:deserves|deserve} your time|{topic:is|are} worth the effort|{topic:matters|matter} so much].",
        "[First,|To start,] [we cover|let's cover] why {topic} [{topic:pays|pay} off|{topic:is|are} worth your time|{topic:rewards|reward} a little care].",
      ],
      [
        "[Then|After that|Next], [we move on to|we get to|you get] [practical steps|the hands-on part|concrete steps] [and|plus] the {topic} [mistakes|traps|errors] [to avoid|worth skipping|that cost time].",
        "[Later|Further down], [a short FAQ|the FAQ|a few answers] [covers|answers|tackles] the [questions|doubts] [people raise|readers ask|we hear] about {topic} [most often|again and again].",
      ],
    ],
  ],
  sections: [
    {
      id: "why",
      headings: ["Why {kw} matters", "Why {kw?{topic}} deserves your attention", "What makes {kw?{topic}} worth the effort"],
      paragraphs: [
        [
          [
            "[Time|Effort|Care] [spent on|put into|given to] {kw?{topic}} [pays off|comes back to you|is repaid] [over the season|in the long run|many times over].",
            "[Good|Steady|Simple] habits [with|around|for] {topic} [add up|build on each other|grow into results] [quickly|faster than you think|week by week].",
          ],
          [
            "[Also|In addition|Moreover], [steady habits|good routines|small habits] [help you avoid|spare you|keep you clear of] [costly|annoying|needless] {topic} [mistakes|setbacks|problems] [later on|down the line|over the season].",
            "[Besides|What is more|On top of that], [you avoid|you skip] the [stress|hassle|frustration] of [fixing|repairing|rescuing] {topic} [problems|mistakes] [later|late in the season|at the last minute].",
          ],
          [
            "[Especially|Above all] in {niche}, [steady progress|patience|a calm routine] with {topic} [beats|wins over|outlasts] [quick fixes|big bursts of effort|shortcuts].",
            "[That|This] {topic} [difference|benefit] [shows up|becomes clear|pays off] [every week|quickly|early] [when your time is short|if your time is limited|on a busy schedule].",
          ],
          [
            "[However|Still|Yet], [many people|plenty of people|most of us] [put off|delay|postpone] {topic} [until something goes wrong|for too long|until it is urgent].",
            "[Yet|However], the best [time|moment] to [start|begin] [with {topic}|on {topic}] is [before you need it|right now|this week].",
          ],
        ],
        [
          [
            "[Think about|Picture|Imagine] [where|how far] you want to be with {topic} [in six months|by next season|a few months from now].",
            "[Ask yourself|Consider|Think about] what [success|a good result|progress] [with {topic}|for {topic}] would [look like|mean] [for you|in your home|this year].",
          ],
          [
            "[Then|Next|After that], [write down|note|pick] [one|a single] [small change|easy step|simple step] [that brings|to bring] [you closer|that goal closer] [this week|before the weekend|today] [with {topic}|for {topic}].",
          ],
          [
            "[A clear routine|Regular practice|A simple plan] [turns|makes] [your {topic} plans|your {topic} goals|those {topic} intentions] [into results|into a habit|into something real] [over time|step by step|within weeks].",
            "With {kw?this approach}, [the goal|your plan] [becomes|turns into] [a routine|part of your week|part of daily life].",
          ],
          [
            "[As a result|Consequently|That way], [progress with {topic}|your {topic} progress] [no longer depends|stops depending] on [motivation|willpower|good days] [alone].",
          ],
        ],
      ],
    },
    {
      id: "basics",
      headings: ["The basics of {kw} in plain words", "Understanding {kw?{topic}}", "What to know about {topic} before you start"],
      paragraphs: [
        [
          [
            "[At its core|Put simply|In plain words], [success with|getting] {kw?{topic}} [right] [rests on|comes down to|depends on] [a few|three|some] [simple ideas|clear principles|basic rules].",
            "[Underneath the jargon|Behind all the advice|Beneath the details], {topic} [{topic:comes|come} down to|{topic:is|are} about|{topic:rests|rest} on] a [handful of|few] [simple|plain|clear] [ideas|habits|rules].",
          ],
          ["[First|First of all|To begin with], [know|decide|be clear about] [what you want|your goal|the result you want] [from {topic}|with {topic}]."],
          [
            "[Second|Then|After that], [take|choose|plan] [small|short|simple] [steps|actions|tasks] [you can repeat|you can keep up|that fit your week] [with {topic}|for {topic}].",
          ],
          [
            "[Finally|Lastly|Above all], [check|review|look at] [your results|what happened|how it went] [with {topic}|on {topic}] [on a regular basis|each month] and [adjust|change course|tweak your plan].",
          ],
        ],
        [
          [
            "[Many|Plenty of|Most] [guides|articles|books] [make|paint] {topic} [sound|look] [harder|more complex|more difficult] than [{topic:it really is|they really are}|{topic:it is|they are}].",
            "[Experts|Forums|Old hands] [often|sometimes|tend to] [add|pile on] [layers|details|rules] about {topic} that [you do not need|beginners can skip|rarely matter] [at first|early on|yet].",
          ],
          [
            "[Instead|Rather than chase every tip|So], [focus on|start with|stick to] the [few|handful of] [actions|habits|steps] [with the biggest effect|that matter most|that pay off] [for {topic}|with {topic}].",
          ],
          [
            "[Later|Over time|Once the basics feel easy], you [can|will] [refine|fine-tune|adjust] [your approach to {topic}|your {topic} routine|the {topic} details] [as you learn|step by step|season by season].",
          ],
        ],
      ],
    },
    {
      id: "start",
      headings: ["How to get started [with|in|on] {kw}", "Your first steps [with|in|into] {kw?{topic}}", "A simple plan to begin with {topic}"],
      paragraphs: [
        [
          [
            "[Starting|The first step|Getting going] [is often|tends to be|can be] the [hardest|toughest|slowest] part of {topic}.",
            "The [first week|first month|start] [sets the tone|shapes everything|decides a lot] [for {topic}|with {topic}].",
          ],
          [
            "[So|Therefore|For that reason], keep your [first|opening|starting] [plan|goal|list] [for {topic}] [short|small|modest] and [realistic|doable|clear].",
          ],
          [
            "[Before you begin|First of all|To begin with], [gather|check|look at] [what you already have|the tools you own|the space you have] [for {topic}|for the job|before you buy anything].",
          ],
          [
            "[Here is|This is] a [short|simple|plain] [sequence|checklist|order of steps] [for {topic}] [that works for most {audience}|to follow|that works for most people]:",
          ],
        ],
      ],
      list: [
        "[Set|Choose|Pick] one [clear|simple|concrete] [goal|target] for {topic} [for the next month|this month|for the coming weeks].",
        "[Check|Note|Write down] where you [stand|are] with {topic} [today|right now|this week].",
        "[Pick|Choose|Start with] the [single|one] [step|task] with the [biggest|clearest] [impact|effect] on {topic}.",
        "[Block|Reserve|Set aside] a [fixed|regular] [time|slot] for {topic} in your [week|calendar|diary].",
        "[Write down|Note|Record] what you did [for {topic}|with {topic}] and what [happened|changed|you saw].",
        "[Review|Read|Look over] your {topic} notes [at the end of each week|every Sunday|once a week].",
        "[Ask for feedback|Ask for a second opinion|Get feedback] on your {topic} [plan|progress] from someone you trust.",
      ],
      closing: [
        [
          "[Once|When] [the list|this routine|the routine] [feels|becomes] [second nature|natural|easy], add [one|a single] new [habit|step] [for {topic}|to your {topic} plan] at a time.",
          "[After|Within] a few weeks, [these steps|this routine] [will feel|should feel|tends to feel] [natural|normal|easy] [with {topic}|for {topic}].",
        ],
        [
          "[Meanwhile|Until then|In the meantime], [resist the urge|try not] to [change|rework|fix] [your whole {topic} plan|every {topic} habit|all of your {topic} routine] at once.",
        ],
        ["[Small|Steady|Patient] steps [with {topic}|on {topic}] [win|pay off|work best] [in the end|over time|every time]."],
      ],
    },
    {
      id: "tips",
      headings: ["Practical tips for {kw?better {topic}}", "Habits that make a real difference with {topic}", "{Topic} tips that work in everyday life"],
      paragraphs: [
        [
          [
            "[Consistency|A steady rhythm|Regular care] [matters|counts] more than [intensity|big efforts|long sessions] [with {topic}|for {topic}|in {topic}].",
            "[Short, regular|Small, frequent|Brief, steady] [sessions|efforts|check-ins] [beat|outdo|do more than] [rare marathons|big weekends|occasional bursts] [with {topic}|for {topic}].",
          ],
          [
            "[For example|For instance|Say], [set aside|keep|plan] [twenty|fifteen|thirty] minutes [for {topic}|on {topic}] [on the same day each week|every other day|each weekend].",
          ],
          [
            "[Then|Also|In addition], [keep|have] your [tools|things|supplies] for {topic} [ready|close at hand|in one place] so you can [start|begin] [at once|without delay|right away].",
          ],
          [
            "[Over a few months|Within a season|Soon], [these sessions|this rhythm|the routine] [will show|should show|tends to show] [clear|visible|real] [results|progress] [with {topic}|for {topic}].",
            "[Gradually|Soon|Before long], the [effort|work] [behind {kw?it}|for {kw?it}] [will feel|should feel] [lighter|easier|more natural] [each week|than at first].",
          ],
        ],
        [
          [
            "[Next|Also|Besides], [learn from|watch|talk to] [people|neighbours|friends] with [more experience|a few seasons behind them|years of practice] [with {topic}].",
          ],
          ["[Read|Choose|Follow] [one good source|a few trusted sources] [rather than|instead of] [ten average ones|endless forums|every new trend]."],
          ["[Likewise|Similarly|Equally], [share|note|write down] your own [results|lessons|progress] with {topic} [for later|with a friend|with others]."],
          [
            "[Explaining|Teaching|Showing] what you [learned|found out|tried] to someone else [makes it stick|is one of the fastest ways to learn|doubles what you learn].",
          ],
        ],
      ],
    },
    {
      id: "audience",
      headings: ["What {audience} should know about {topic}", "{Kw} for {audience}", "Advice on {topic} for {audience}"],
      paragraphs: [
        [
          ["[Every reader|Each of us|Every home] [starts|begins] {topic} from a [different|unique] [place|situation|starting point]."],
          ["[Still|Yet|However], {audience} [tend to|often] [share|face|run into] [a few|the same|similar] [challenges|hurdles|limits] with {topic}."],
          ["[Time|A lack of time|A busy schedule] [is usually|tends to be|is often] the [biggest|first|main] [one|hurdle|limit] [for {topic}|with {topic}]."],
          [
            "[That is why we|So we|Because of this, we] [favour|recommend|suggest] [short|simple|small] {topic} [routines|sessions|habits] over [big projects|grand plans|long weekends].",
          ],
        ],
        [
          ["[Budget|Money|Cost] is [another|the next] [common|frequent|big] [concern|question] [with {topic}|about {topic}]."],
          [
            "[Fortunately|Luckily|In fact], [good results with|progress in|success with] {kw?{topic}} [rarely|seldom] [depend on|need|require] [expensive|fancy|costly] [tools|gear|equipment].",
          ],
          ["[So|Therefore|That is why], [spend|invest] [money|more] on {topic} only [once|when] a [clear|real] [need|limit] [appears|shows up]."],
        ],
      ],
    },
    {
      id: "mistakes",
      headings: [
        "Common [mistakes with|mistakes in|pitfalls of|errors in] {kw}",
        "{Topic} mistakes that slow you down",
        "What to avoid [with|in|when planning] {kw?{topic}}",
      ],
      paragraphs: [
        [
          [
            "[Many|Plenty of|A lot of] [people|beginners|newcomers] [try to do too much|take on too much|aim for perfection] with {topic} [at once|on day one|in the first week].",
          ],
          ["[As a result|Consequently|Soon], they [burn out|lose heart|give up] on {topic} [within weeks|before they see results|halfway through the season]."],
          ["[Instead|Rather|So], [pick|choose|keep] [one|a single] [goal|change|priority] for {topic} and [see it through|stick with it|finish it]."],
        ],
        [
          [
            "[Another|A second|One more] [mistake|trap|error] is [skipping the review|never checking your results|ignoring your notes] [for {topic}|with {topic}].",
          ],
          ["[Without|If you skip] [a review|that check], you [cannot|will not] [tell|see|know] what [works|helps|fails] with {topic}."],
          [
            "[So|Therefore|For that reason], [look at|read|go over] your {topic} notes [once a month|every few weeks|at the end of each month] and [adjust|adapt|change one thing].",
          ],
          [
            "[Finally|Lastly|Above all], [do not compare|never compare|avoid comparing] your [first month|first season|start] with {topic} to someone else's [fifth year|best season|results].",
          ],
        ],
        [
          ["A [third|further|final] [mistake|trap] is [ignoring|skipping|rushing] the [basics|fundamentals] [of {topic}]."],
          [
            "[Fancy tricks|Clever hacks|New trends] [rarely|seldom|hardly ever] [beat|replace|outdo] [solid groundwork|good basics|simple habits] [with {topic}|for {topic}].",
          ],
          ["[So|Therefore|In short], [master|learn|get right] the [simple things|basics|fundamentals] [of {topic}] [first|before anything else|early]."],
        ],
      ],
    },
    {
      id: "measure",
      headings: [
        "How to measure your progress [with|in|on] {kw?{topic}}",
        "Tracking your progress with {kw?a simple log}",
        "Signs that your {topic} plan is working",
      ],
      paragraphs: [
        [
          [
            "[You cannot improve|It is hard to improve|Nobody improves] what [you do not measure|you never look at|goes unmeasured], and {topic} {topic:is|are} no [exception|different].",
          ],
          [
            "[Choose|Pick|Select] [two or three|a few|a couple of] [simple|clear|easy] [signals|signs|measures] to [watch|track|follow] [for {topic}|with {topic}].",
          ],
          [
            "[For example|For instance|Say], [note|write down|track] [how often|when|how long] you [work on|spend on|tend to] {topic} and what [changed|happened|improved].",
          ],
          [
            "[Then|After that|Later], [compare|check|look at] [the numbers|your notes|the results] [for {topic}|on {topic}] [month by month|over the season|each month] [to see the trend|for a clear picture].",
          ],
        ],
        [
          ["[Progress|Improvement|Growth] with {topic} [rarely|seldom|hardly ever] [moves|runs|goes] in a straight line."],
          [
            "[Therefore|So|Because of that], [judge|rate|assess] your {topic} [plan|routine|approach] over [months|a season|several weeks], not [days|a single week].",
          ],
          [
            "[When|If|Once] the [trend|curve|line] [points up|rises|improves], [your approach to {kw?{topic}}|your {topic} routine] is [working|paying off|on track].",
          ],
        ],
      ],
    },
    {
      id: "tools",
      headings: ["How {site} [helps with|supports|can help you plan] {kw?{topic}}", "Where {site} fits in with {topic}", "Support from {site} for {topic}"],
      paragraphs: [
        [
          [
            "[At|Here at] {site}, we [built|shaped|designed] {feature} [for people like you|for our readers|for busy people|with our readers in mind].",
            "{Site} [offers|has|provides] {feature} [for exactly this|to make {topic} easier|to save you time with {topic}].",
          ],
          [
            "[For example|For instance|In practice], {feature} [make|can make] [the steps above|your {topic} plan|the first weeks] [easier|simpler|quicker] [to follow|to keep up|to manage].",
          ],
          [
            "[Also|In addition|Besides], {feature} [help|can help] you [stay on track|keep going|save time] with {topic} [on busy weeks|when time is short|all season].",
          ],
          [
            "[Of course|Still|Either way], the [steps|tips|ideas] in this guide [work|hold up] [with or without us|wherever you start|on their own].",
            "[Of course|Still|Either way], the advice in this guide [works|holds up|applies] [with or without us|wherever you start|on its own].",
          ],
        ],
      ],
    },
    {
      id: "related",
      headings: ["How {kw} connects to {related}", "From {topic} to {related}", "Going further with {related}"],
      paragraphs: [
        [
          [
            "[Once|When] the [basics|first steps] [of {topic}] [are in place|feel easy|sit well], [look at|turn to|explore] [related|nearby|neighbouring] [topics|skills|subjects].",
          ],
          [
            "[For example|In particular|For instance], {related} [builds on|uses|draws on] [the same|many of the same|similar] [skills|habits|ideas] [as this guide|as the steps above].",
          ],
          [
            "[Moreover|Likewise|Similarly], the [habits|routines|notes] you [build|keep|make] [with {topic}|for {topic}] [carry over|help|transfer] [there too|to {related}|nicely].",
          ],
          [
            "[So|Therefore|Still], [take|tackle|learn] [one|a single] [topic|skill] at a time, [and this guide is a good start|and give each a season|and finish what you start].",
          ],
        ],
      ],
    },
  ],
  asides: [
    [
      ["[Here is|Let's look at|Take] a [simple|quick|concrete] example [with {topic}|about {topic}|from {topic}]."],
      ["[Imagine|Picture] [a reader|someone|a neighbour] with [only one free hour|just one hour|a single hour] a week for {topic}."],
      ["[She|He] [picks|chooses] [one|a single] {topic} step [from this section|from above] and [repeats|does] it [every Sunday|each weekend|every Saturday]."],
      [
        "[After a month|Four weeks later|By the end of the month], the {topic} [notes|results] [show|reveal] a [clear|steady|small but real] [pattern|change|gain].",
      ],
      ["[More importantly|Above all|Best of all], the {topic} [routine|habit] [stays|remains] [alive|in place|intact] [all season|for good|from then on]."],
    ],
    [
      ["[We often hear|A common worry we hear|One worry comes up often] [about {topic}|on {topic}|with {topic}]."],
      ["[People fear|Many fear|Some think] they [started|came] to {topic} too late, or [lack the talent|have no gift|lack the knack] for it."],
      [
        "[In reality|Actually|In fact], [habits|steady habits|routines] [matter|count] [far more|much more] than [talent|timing|luck] [with {topic}|for {topic}].",
      ],
      ["[So|Therefore|That is why] the [best|right] [moment|time|day] to [start|begin] with {topic} is [today|this week|now]."],
    ],
    [
      ["[It helps|It pays|It is wise] to [write|put] your {topic} plan [down|on paper|in a notebook]."],
      ["[A written plan|A plan on paper|Writing it down] [makes|can make] [a vague|a loose|an unclear] [goal|idea|wish] [concrete|real|specific]."],
      ["[Also|Besides|Moreover], it [shows|tells] you [when|whether] you [drift|slip|wander] off course with {topic}."],
      ["[Then|Next|Finally], [pin|keep|put] [the|your] {topic} plan [where you will see it|somewhere visible|by the door]."],
    ],
    [
      [
        "[Motivation|Energy|Enthusiasm] [comes and goes|rises and falls|is never constant], [even for old hands|for beginners and experts alike|for all of us].",
      ],
      ["[That is normal|This is normal|It happens], [and|since] [everyone has|every expert has|all of us have] [slow|lazy|off] [days|weeks]."],
      ["[On such days|When that happens|On a slow day], [do|try] the [smallest|shortest|easiest] [possible] version of your {topic} [task|routine|step]."],
      ["Even [five|ten] minutes [still count|keep the habit alive|are better than none]."],
    ],
    [
      ["[Think|Plan] [about {topic}] in [seasons|blocks of a few months|quarters] [rather than|instead of] [days|weeks]."],
      ["[Three months|A season|A quarter] is [long enough|enough time] for [real|visible|lasting] change with {topic}."],
      [
        "[Yet|At the same time|Still], [it is short enough|the goal stays close enough] to [stay focused|keep your focus|stay motivated] [on {topic}|with {topic}].",
      ],
      [
        "[At the end of each season|When the season ends|Every few months], [look back|review your notes] and [set|choose|pick] the next {topic} [goal|step|focus].",
      ],
    ],
    [
      ["Your [surroundings|space|setup] [shape|affect|steer] your {topic} [habits|routine|results]."],
      ["[For example|For instance|Say], [keep|store|place] what you need for {topic} [within easy reach|close by|in one spot]."],
      ["[Also|In addition|Besides], [remove|clear away|avoid] the [distractions|clutter|things] that pull you away from {topic}."],
      ["[When|Once|If] the [right|useful|good] [action|step] is the [easy|simple|obvious] one, you [take|do] it [more often|without thinking]."],
    ],
  ],
  links: [
    [
      "[For a related angle|For more|For a closer look] on {topic}, [read|see|try] {link}.",
      "[You may also like|We also recommend|You might enjoy] {link} [on a related note|for more on {topic}|if you want to read on].",
      "We [cover|answer|explore] a [related|nearby|connected] question [about {topic}] in {link}.",
    ],
  ],
  categoryLine: [
    "[You will find|There are|We keep] more [posts|guides|ideas] like this one on {topic} in our {category} section.",
    "[Browse|Explore|Visit] our {category} [posts|section|archive] for more [ideas|advice|tips] [beyond {topic}|around {topic}].",
  ],
  homeLink: [
    "[You will find|There are] more [guides|ideas|tips] like this [one] on {topic} at {link}.",
    "[For more|For further] [practical|hands-on] advice [beyond {topic}|on {topic}], [visit|head to|see] {link}.",
  ],
  faqHeadings: ["Frequently asked questions [about|on] {kw?{topic}}", "Questions people ask [about|on] {kw?{topic}}", "{Kw} FAQ"],
  faq: [
    {
      question: "How long does it take to see results [with|from|in] {kw?{topic}}?",
      answer: [
        ["[It depends on|That varies with|The answer depends on] [your starting point|where you start|your situation] with {topic}."],
        [
          "[However|Still|Even so], [most people|many readers] [notice|see] a [change|difference|first result] [within a few weeks|within a month|after a few weeks] of {topic}.",
        ],
        [
          "[So|Therefore|That is why] [give|allow] {topic} at least [two months|a full season|eight weeks] [before you judge|before you decide|before you change course].",
        ],
      ],
    },
    {
      question: "What is the first step in {kw?{topic}}?",
      answer: [
        ["[Start by setting|Begin with|First, set] [one|a single] [clear|simple] [goal|target] for {topic}."],
        ["[Then|After that|Next], [look at|check] where you [stand|are] [today|right now|at the moment] with {topic}."],
        ["[The gap|The difference] between the two [tells|shows] you [where to begin|your first task|what to do first] with {topic}."],
      ],
    },
    {
      question: "Do I need special tools for {kw?{topic}}?",
      answer: [
        ["[No|Not at first|Not really], you [can|may] [start|begin] {topic} with [what you have|basic tools|simple tools]."],
        ["[Later|Over time|Once you know more], [invest|upgrade|spend more] [only|just] [when|if] a [clear|real] {topic} [need|limit] [appears|shows up]."],
        ["[Skill|Habit|Practice] [matters|counts] [far|much] more than [gear|equipment|tools] [for {topic}|with {topic}]."],
      ],
    },
    {
      question: "How often should I check on {kw?{topic}}?",
      answer: [
        ["A [short|quick|brief] [weekly|regular] {topic} check [works well|is enough|does the job] [for most people|in most cases|for a start]."],
        ["[In addition|Also|Besides], [plan|do] a [longer|deeper|fuller] {topic} review [every month|once a month|at the end of each month]."],
        ["[That way|As a result|Thus], you [catch|spot|notice] [problems|issues|trouble] with {topic} [early|in time|before they grow]."],
      ],
    },
    {
      question: "What is the biggest mistake beginners make [with|in|when planning] {kw?{topic}}?",
      answer: [
        ["[Most|Many] beginners [try to change|change|tackle] [too much|everything] [at once|on day one] with {topic}."],
        ["[As a result|Consequently|Then], they [lose|run out of] [motivation|steam|energy] [for {topic}|with {topic}] [quickly|within weeks|early]."],
        ["[Instead|So|Rather], [start|begin] small with {topic} and [build|grow|add] from there."],
      ],
    },
    {
      question: "Can beginners handle {kw?{topic}} on their own?",
      answer: [
        [
          "[Yes|Yes, absolutely|Yes, most people can], and [{site} exists for exactly that|that is why we write these guides|we see it every week] [with {topic}|for {topic}].",
        ],
        ["The [steps|tips] in this guide [need|require] [no special training|no experience|only a little patience] [for {topic}]."],
        ["[If|When] you get stuck with {topic}, [ask|check with] a [friend|neighbour|local group] [for help|for a second look]."],
      ],
    },
    {
      question: "When is the best time to start {kw?with {topic}}?",
      answer: [
        [
          "[The best time|The right moment|A good time] is [usually] [now|this week|sooner than you think], [while|as long as] {topic} [{topic:feels|feel} fresh|{topic:is|are} on your mind].",
        ],
        ["[Of course|Naturally|Still], [some|a few] {topic} [tasks|steps] [fit|suit] [certain seasons|a certain time of year] [better]."],
        ["[So|Therefore|Thus], [plan|start with] the [parts|steps] of {topic} you can do [today|right away|this week]."],
      ],
    },
    {
      question: "How much time does {kw?{topic}} take each week?",
      answer: [
        ["[Less than|Not as much as|Often less than] [most people|many readers|you might] [expect|think] [for {topic}|with {topic}]."],
        ["[In most cases|Usually|Often], [an hour|half an hour|a short session or two] a week [covers|is enough for] the [basics|essentials] of {topic}."],
        ["[Later|Once the habit holds|As you grow], you [can|may] [add|give] {topic} more time [if you enjoy it|when it pays off]."],
      ],
    },
  ],
  conclusionHeadings: [
    "Final thoughts [on|about] {kw?{topic}}",
    "Wrapping up {kw?{topic}}",
    "The bottom line on {topic}",
    "Your next step [with|in|on] {kw?{topic}}",
  ],
  conclusion: [
    [
      [
        "Getting {kw} right [does not need to be|need not be|is not] [complicated|hard|a big project].",
        "[Success|Progress|Getting better] with {kw} [comes from|grows out of|rests on] [small|steady|regular] [steps|actions|habits].",
      ],
      [
        "[Pick|Choose|Take] [one|a single] {topic} [step|idea|tip] [from this guide|from this post|from above] and [try it|put it to work|do it] [this week|today|before the weekend].",
      ],
      ["[Over time|Soon|Within a season], those [small|simple|steady] steps with {topic} [add up|show|speak for themselves]."],
    ],
    [
      ["[Thank you for reading|Thanks for reading|We hope you enjoyed] [this guide to {topic}|our notes on {topic}|this post on {topic}]."],
      [
        "[If you have a question|If you have a tip of your own|If something is unclear] [about {topic}|on {topic}], [let us know|write to us at {site}|tell us at {site}].",
      ],
    ],
  ],
  knowledge: {
    headings: ["What we have learned about {kw?{topic}} at {site}", "Notes on {topic} from {site}", "What {site} already knows about {kw?{topic}}"],
    fromPost: [
      "As our post {link} [explains|puts it|reminds us], {passage}",
      "[As|Just as] we [wrote|said|noted] in {link}, {passage}",
      "[To quote|Quoting] our post {link}, {passage}",
    ],
    fromDocument: ["As our {source} [explains|puts it|notes], {passage}", "[As|Just as] [we say|we note|it says] in our {source}, {passage}"],
    bridges: [
      "[That|This] [fits|matches|ties in with] the [steps|advice|plan] [above|in this guide] on {topic}.",
      "[Keep|Bear] [that|this] in mind [as you work on|when you plan|while you practise] {topic}.",
      "[In practice|In our experience|Indeed], [that|this] [makes|can make] a [real|clear|big] difference [with|for] {topic}.",
      "[So|Therefore|Thus], it [is worth|pays] [a second look|remembering|noting down] [before you start on {topic}|for your {topic} plan].",
    ],
  },
  shaped: {
    recipes: {
      headings: ["{Kw} to try this week", "Easy {kw} for busy days", "Dishes to make with {ingredient}", "Simple ways to cook {ingredient}"],
      intro: [
        ["[Here are|Below are|These are] [a few|some|five] [easy|simple|tasty] dishes [that make the most of|built around|that show off] {ingredient}."],
        [
          "[Each one|Every dish|Each of them] [takes|needs] [a few short steps|little more than basic kitchen skills|under an hour] [and a good handful of {ingredient}|and a few pantry basics].",
        ],
      ],
      items: [
        [
          "{Ingredient} fritters: [grate|coarsely grate] the {ingredient}, [salt it|add a pinch of salt] and squeeze out the water. Mix in an egg and [a little flour|a spoon of flour], then fry small spoonfuls [until golden|for three minutes a side].",
        ],
        [
          "Roasted {ingredient}: [cut|slice] the {ingredient} into [even pieces|chunks|wedges] and toss [it] with oil and salt. Roast at 220 °C for [20 to 25|about 25] minutes, [turning once|until the edges brown].",
        ],
        [
          "{Ingredient} soup: [soften|sweat] an onion in a pot, [add|stir in] the chopped {ingredient} and cover [it] with stock. Simmer for 20 minutes, then blend [until smooth|and season to taste].",
        ],
        [
          "Stuffed {ingredient}: [hollow out|halve and scoop out] the {ingredient}, [fill it|stuff it] with [rice, herbs and cheese|a mix of grains and herbs]. Bake [for about 30 minutes|until tender].",
        ],
        [
          "{Ingredient} frittata: [fry|cook] sliced {ingredient} [in a pan|in a little oil] for five minutes. Pour over [six|four] beaten eggs and cook [on low heat|gently] until [set|just firm].",
        ],
        [
          "{Ingredient} pasta: [sauté|fry] [diced|sliced] {ingredient} with garlic [in olive oil|until soft]. Toss it with [hot pasta|cooked pasta], [lemon zest|grated cheese] and [black pepper|a few herbs].",
        ],
        [
          "Grilled {ingredient}: [slice|cut] the {ingredient} [lengthwise|into thick slices] and brush [it] with oil. Grill [for three minutes a side|until marked], then finish with [lemon juice|a herb dressing].",
        ],
        [
          "{Ingredient} salad: [cut|shave|slice] [raw|fresh] {ingredient} [very thin|into ribbons]. Dress [it] with [lemon, oil and salt|a simple vinaigrette] and [let it rest for ten minutes|add toasted seeds].",
        ],
        [
          "{Ingredient} stir-fry: [cut|chop] the {ingredient} into [strips|small pieces]. [Fry|Cook] [it] over high heat with [garlic and ginger|soy sauce and spring onion] for [four|five] minutes.",
        ],
        [
          "{Ingredient} bake: [layer|arrange] sliced {ingredient} in a dish with [tomato sauce|cream] and cheese. Bake at 190 °C for [about 35|35 to 40] minutes until [bubbling|golden].",
        ],
      ],
      count: 5,
      ordered: false,
      closing: [
        [
          "[Start with|Try|Pick] the {ingredient} [dish|recipe] that [fits|suits] [your week|what you have at home] and [adjust|change] the [herbs|spices|sides] to [your taste|what you like].",
        ],
        ["[Over time|Soon|Before long], you will [find|have] [your own favourites among|your own take on] {kw?{ingredient} dishes}."],
      ],
    },
    howto: {
      headings: ["{Kw} step by step", "How to approach {kw?{topic}}, step by step", "A step-by-step plan for {topic}"],
      intro: [
        ["[Here is|This is|Below is] a [clear|simple|practical] [order|sequence] [of steps] [for {topic}|to follow with {topic}]."],
        [
          "[Follow|Take] the {topic} steps [in order|one at a time] [the first time|at first], then [adapt|adjust] them to [your space|your situation|your week].",
        ],
      ],
      items: [
        ["[Decide|Choose|Settle on] [what|how much] you want from {topic} [this season|this month|to begin with]."],
        ["[Check|Look at|Measure] the [space|time|budget] you [have|can give] [for {topic}|to {topic}]."],
        ["[Gather|Get|Collect] the [basic|few] [tools|supplies|things] [you need|the work calls for] [before you start|in one place]."],
        ["[Start|Begin] [small|with one corner|with a short trial], so mistakes with {topic} [stay cheap|cost little|are easy to fix]."],
        ["[Work|Practise] on {topic} [at a fixed time|on fixed days|in short sessions] [each week|every few days]."],
        [
          "[Watch|Check|Look at] [the results|how things go|what changes] with {topic} [every few days|each week] and [write down|note] [what you see|one line].",
        ],
        ["[Adjust|Change] [one thing|a single step] at a time [when|if] {topic} [{topic:does|do} not go to plan|{topic:stalls|stall}|{topic:goes|go} wrong]."],
        ["[Keep|Repeat|Stick with] what [works|helps] and [plan|set] the next {topic} [goal|step] [for next season|for next month]."],
      ],
      count: 6,
      ordered: true,
      closing: [
        [
          "[Once|When] [these steps|this sequence] [feel|become] [familiar|routine], [each session|the work] [takes|needs] [far less|much less] [effort|thought|time] [with {topic}].",
        ],
      ],
    },
    comparison: {
      headings: ["How to choose between {a} and {b}", "How {a} and {b} compare", "What to weigh with {kw}"],
      intro: [
        ["[Both|Each of] {a} and {b} [have|has] [their place|a place|good reasons behind them]."],
        [
          "[So|Therefore|Instead], [weigh|compare|check] [a few|these|some] [points|questions|factors] [before you choose between {a} and {b}|before you pick {a} or {b}].",
        ],
      ],
      items: [
        ["[On cost|Money first], [compare|add up] what {a} and {b} [cost|would cost you] over a [full year|whole season], not just [up front|on day one]."],
        ["[Think about|Estimate] how much time {a} and {b} [each] [take|need] in a [normal|typical] week."],
        ["[Check|Measure] [the space|how much room] {a} and {b} [need|take up] [at home|where you live]."],
        ["[Ask|Consider] which of {a} and {b} [fits|suits] [what you already know|your current skills] [best|better]."],
        ["[Look at|Compare] the [care|maintenance|work] {a} and {b} [need|ask for] [later on|over time]."],
        ["[Picture|Imagine] {a} and {b} in your [own|real] [week|routine|home] before you [decide|commit]."],
      ],
      count: 5,
      ordered: false,
      closing: [["[If|When] {a} and {b} [tie|come out even], [try|test] the [cheaper|simpler|smaller] one [first|for a month]."]],
    },
    for: {
      headings: ["What changes with {kw}", "Adapting {subject} for {readers}", "The {subject} adjustments that matter for {readers}"],
      intro: [
        ["[General|Standard|Most] advice on {subject} [does not|rarely] [fit|suit] {readers} [as it is|one to one|without changes]."],
        ["[So|Therefore|That is why], [here are|these are] the {subject} [adjustments|changes|tweaks] that [matter most|make the difference|count]."],
      ],
      items: [
        ["[Start|Begin] with the [gentlest|easiest|simplest] version of {subject} [and build up|before you add more|for the first weeks]."],
        ["[Choose|Pick] [options|tools|methods] [made for|that suit|that fit] {readers} [where you can|when you have the choice|first]."],
        ["[Keep|Make] [sessions|steps] [short|small] and [watch|note] how {readers} [respond|feel|react] [afterwards|the next day]."],
        ["[Ask|Talk to] [someone|a person] [with experience of|who knows] {readers} [before|when] you [change|add] [a lot|much] at once."],
        ["[Review|Check] [every|each] [week|two weeks] and [drop|skip|change] [what|anything that] [does not help|does not fit] {readers}."],
      ],
      count: 4,
      ordered: false,
      closing: [["[With|After] these [changes|adjustments], {subject} [works|fits] [far|much] better for {readers}."]],
    },
    topic: {
      headings: ["A quick checklist for {kw}", "What to check first [with|in|for] {kw?{topic}}", "A {topic} checklist to start with"],
      intro: [
        ["[Before you start|Before anything else|First of all], [run through|go through|check] [this|a] [short|quick] list [for {topic}|about {topic}]."],
        ["[Each|Every] point [takes|needs] [only] [a few minutes|a moment] [and|but] [saves|spares you] {topic} [trouble|time|money] [later|down the line]."],
      ],
      items: [
        ["[Is there|Do you have] [enough|the right] [space|room] for {topic} [where you live|at home]?"],
        ["[Which|What] [day|slot] in your week [belongs to|suits] {topic}?"],
        ["[What|How much] [can you spend|will you spend] on {topic} [this season|this month|to start]?"],
        ["[What|Which result] [should|do you want] {topic} [to give you|to bring] [by the end of the season|in three months]?"],
        ["[What|Which] [basics|things] for {topic} [do you already have|are already at home]?"],
        ["[Who|Which friend or group] [can|could] [answer|help with] your {topic} [questions|doubts]?"],
      ],
      count: 5,
      ordered: false,
      closing: [
        [
          "[With|Once] [these answers|the list] [in hand|done], [the rest of|every step in] this guide [fits|suits] [your|your own] {topic} [plans|situation] [better|more closely].",
        ],
      ],
    },
  },
};
