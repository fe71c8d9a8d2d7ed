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
        "[Here at|At] {site}, [we get|we hear|readers send us|our inbox holds] [questions about {topic}|lots of questions on {topic}|many questions on {topic}|plenty of questions about {topic}] [every week|all the time|all season long|year after year|almost daily].",
        "[At|Here at] {site}, questions about {topic} come up [in almost every conversation|again and again|more than most|week after week|in nearly every email] [from {audience}|from our readers|from people like you|from new readers].",
      ],
      [
        "[So|That is why|For that reason|This is why|Because of that|Hence] this [guide|post|article|page] [sticks to the practical side|keeps things simple and practical|sticks to what works|stays close to everyday practice|leaves out the theory] [of {topic}|with {topic}|for {topic}].",
        "[Therefore,|For that reason,|So|With that in mind,] we [wrote|put together|made|drafted] [a clear|a short|a plain|an honest|a friendly] guide [to {topic}] [without the jargon|that skips the theory|you can act on today|for real homes and real weeks|that respects your time].",
      ],
      [
        "[You will find|Below you will find|Ahead, you get|Further down, you get] [clear steps|concrete steps|a simple plan|a short plan], [honest tips|tested habits|tips that hold up|a few good habits] and [answers|plain answers|short answers] [to the common questions|to the questions we hear most|to what readers ask].",
        "[By the end|When you finish|Once you are done|After reading], you will know [exactly|precisely|clearly] [what to do next|which step comes first|where to start|how to begin] [and what to skip|and what can wait|and what to leave out].",
      ],
    ],
    [
      [
        "[We write|Our posts are written|We keep this blog going|This blog exists] for {audience}, so [each tip|every idea|each step|every suggestion] [here|below|in this post] [fits a small|fits a normal|works in a busy|suits a real] [week|schedule|routine|calendar].",
        "{Site} [is all about|focuses on|covers] {niche} for {audience}, and {topic} [{topic:sits|sit} at the heart of it|{topic:is|are} a big part of that|{topic:is|are} close to our hearts].",
      ],
      [
        "[First,|To begin with,|First of all,|To start,|Up first,] [we look at|let's see|we explain|we go over] why [the subject|this|it all] [deserves your time|is worth the effort|matters so much|pays off|rewards a little care].",
      ],
      [
        "[Then|After that|Next|From there|Afterwards], [we move on to|we get to|you get|we turn to] [practical steps|the hands-on part|concrete steps|the real work] [and|plus|along with] the [mistakes|traps|errors|pitfalls] [to avoid|worth skipping|that cost time|we see most].",
      ],
      [
        "[Later|Further down|At the end|Near the end], [a short FAQ|the FAQ|a closing Q&amp;A|a question section] [covers|answers|takes on|clears up] the [questions|doubts|worries] [people raise|readers ask|we hear] [most often|again and again|every season|in our inbox].",
      ],
    ],
  ],
  sections: [
    {
      id: "why",
      headings: ["Why {kw} {kw:matters|matter}", "Why it pays to care about {kw?{topic}}", "What makes {kw?{topic}} worth the effort"],
      paragraphs: [
        [
          [
            "[Time|Effort|Care|Attention] [spent on|put into|given to] {kw?{topic}} [pays off|comes back to you|is repaid|is never wasted] [over the season|in the long run|many times over|sooner than you think].",
            "[Good|Steady|Simple|Small] habits [add up|build on each other|grow into results|compound] [quickly|faster than you think|week by week|over a season] [once they take hold|when you keep them|if you give them time].",
          ],
          [
            "[Also|In addition|Moreover|What is more|Besides|On top of that], [steady habits|good routines|small habits|regular checks] [help you avoid|spare you|keep you clear of|protect you from] [costly|annoying|needless|avoidable] [mistakes|setbacks|problems|surprises] [later on|down the line|over the season|when it matters].",
          ],
          [
            "[Especially|Above all] in {niche}, [steady progress|patience|a calm routine|a little each week] [beats|wins over|outlasts] [quick fixes|big bursts of effort|shortcuts|last-minute rescues] [almost every time|in the long run|by a wide margin].",
          ],
          [
            "[However|Still|Yet|Even so|That said|All the same], [many people|plenty of people|most of us|a lot of beginners] [put it off|wait too long|delay the first step|keep postponing it] [until something goes wrong|for too long|until it is urgent|for another season].",
            "[Yet|However|Still|Even so|That said], the best [time|moment] to [start|begin] is [before you need it|right now|this week|today] [rather than next season|while it is still easy|not after a setback].",
          ],
        ],
        [
          [
            "[Think about|Picture|Imagine] [where|how far] you want to be with {topic} [in six months|by next season|a few months from now].",
            "[Ask yourself|Consider|Think about] what [success|a good result|progress] [with {topic}|for {topic}] would [look like|mean] [for you|in your home|this year].",
          ],
          [
            "[Then|Next|After that|From there|Afterwards], [write down|note|pick|choose] [one|a single] [small change|easy step|simple step|clear action] [that brings|to bring] [you closer|that goal closer] [this week|before the weekend|today|by Sunday] [and put it in your calendar|and tell someone about it|and do it first].",
          ],
          [
            "[A clear routine|Regular practice|A simple plan|A weekly habit] [turns|makes] [your plans|your goals|those intentions|good intentions] [into results|into a habit|into something real|into progress] [over time|step by step|within weeks|before you notice].",
            "With {kw?this approach}, [the goal|your plan] [becomes|turns into] [a routine|part of your week|part of daily life].",
          ],
          [
            "[As a result|Consequently|That way|In the end], [progress|your progress|each step forward|the next result] [no longer depends|stops depending] on [motivation|willpower|good days|luck] [alone|as much|from week to week].",
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
            "[At its core|Put simply|In plain words], [getting {kw?{topic}} right|success with {kw?{topic}}] [rests on|comes down to|depends on] [a few|three|some] [simple ideas|clear principles|basic rules].",
            "[Underneath the jargon|Behind all the advice|Beneath the details], {topic} [{topic:comes|come} down to|{topic:is|are} about|{topic:rests|rest} on] a [handful of|few] [simple|plain|clear] [ideas|habits|rules].",
          ],
          [
            "[First|First of all|To begin with|For a start], [know|decide|be clear about|write down] [what you want|your goal|the result you want|what success means] [and by when|in one sentence|before you spend anything|for this season].",
          ],
          [
            "[Second|Then|After that|Next], [take|choose|plan|line up] [small|short|simple|modest] [steps|actions|tasks] [you can repeat|you can keep up|that fit your week|that fit your budget] [without strain|even on busy days|week after week].",
          ],
          [
            "[Finally|Lastly|Above all|Third], [check|review|look at|go over] [your results|what happened|how it went|your notes] [on a regular basis|each month|every few weeks|at set times] and [adjust|change course|tweak your plan|drop what fails].",
          ],
        ],
        [
          [
            "[Many|Plenty of|Most] [guides|articles|books] make {topic} [sound|look|seem] [harder|more complex|more difficult] than [{topic:it really is|they really are}|{topic:it is|they are}].",
            "[Experts|Forums|Old hands|Long videos] [often|sometimes|tend to] [add|pile on] [layers|details|rules|exceptions] [that you do not need|that beginners can skip|that rarely matter] [at first|early on|yet|in the first season].",
          ],
          [
            "[Instead|Rather than chase every tip|So|For now], [focus on|start with|stick to|work on] the [few|handful of] [actions|habits|steps|tasks] [with the biggest effect|that matter most|that pay off|that move things forward] [and let the rest wait|and ignore the noise|for a season].",
          ],
          [
            "[Later|Over time|Once the basics feel easy|In time], you [can|will] [refine|fine-tune|adjust|polish] [your approach|your routine|the details|your methods] [as you learn|step by step|season by season|with your own notes].",
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
            "[Starting|The first step|Getting going|The very beginning] [is often|tends to be|can be|is usually] the [hardest|toughest|slowest|least comfortable] part [of {topic}|of the whole thing|for most people|for many of us].",
            "The [first week|first month|start|first season] [sets the tone|shapes everything|decides a lot|matters most] [for {topic}|for what follows|for the months ahead], [so plan it well|so give it some thought|so keep it calm].",
          ],
          [
            "[So|Therefore|For that reason|With that in mind|Thus|Hence], keep your [first|opening|starting] [plan|goal|list|target] [short|small|modest|narrow] and [realistic|doable|clear|concrete].",
          ],
          [
            "[Before you begin|First of all|To begin with|Before you spend a cent|Before day one], [check|look at|take stock of|list|write down] [what you already have|the tools you own|the space you have|the time you really have] [for the job|first|honestly|calmly].",
          ],
          [
            "[Here is|This is|What follows is|Below is] a [short|simple|plain|quick] [sequence|checklist|order of steps|list of steps] [that works for most {audience}|to follow|that works for most people|we often suggest|that beginners like]:",
          ],
        ],
      ],
      list: [
        "[Set|Choose|Pick|Name] one [clear|simple|concrete|small] [goal|target] for {topic} [for the next month|this month|for the coming weeks|for the next four weeks|before the season turns].",
        "[Check|Note|Write down|Jot down|Describe] where you [stand|are|start from] [today|right now|this week|at this moment] [and what you hope to change|and what is missing|in one or two lines|in plain words].",
        "[Pick|Choose|Start with|Begin with] the [single|one] [step|task|action] with the [biggest|clearest|most visible|quickest] [impact|effect|payoff|result] [on your goal|for your goal|right now].",
        "[Block|Reserve|Set aside|Mark] a [fixed|regular|steady|weekly] [time|slot|hour] for {topic} in your [week|calendar|diary|planner|schedule].",
        "[Write down|Note|Record|Keep track of|Log] what you did [each time|that day|on each day] and what [happened|changed|you saw|went well|surprised you] [in a notebook|in a single note|on one page|in your phone|on a calendar].",
        "[Review|Read|Look over|Go through|Skim] your [notes|log|records|journal] [at the end of each week|every Sunday|once a week|each weekend] [to spot patterns|and keep what works|with a cup of tea|in five minutes].",
        "[Ask for feedback|Ask for a second opinion|Get feedback|Ask for honest feedback] on your [plan|progress|first weeks|results|notes] from [someone you trust|a friend|a neighbour|an old hand|a local club] [after a month|once you have notes|before you change course|every few weeks].",
      ],
      closing: [
        [
          "[Once|When|As soon as] [the list|this routine|the routine|the sequence] [feels|becomes] [second nature|natural|easy|familiar], add [one|a single] new [habit|step] [to your {topic} plan|at a time|each month|and wait a week].",
          "[After|Within] a few weeks, [these steps|this routine|the sequence] [will feel|should feel|will start to feel|may well feel] [natural|normal|easy|familiar] [and take less thought|and need less effort|even on busy days].",
        ],
        [
          "[Meanwhile|Until then|In the meantime|For now], [resist the urge|try not|do your best not] to [change|rework|fix|overhaul] [your whole plan|every habit|all of your routine|everything] [at once|in one go|in a single week].",
        ],
        [
          "[Small|Steady|Patient|Modest] steps [win|pay off|work best|go further] [in the end|over time|every time|in the long run], [and that holds for {topic} too|even when progress feels slow|as most {audience} find out|as we see again and again].",
        ],
      ],
    },
    {
      id: "tips",
      headings: ["Practical tips that help with {kw?{topic}}", "Habits that make a real difference with {topic}", "{Topic} tips that work in everyday life"],
      paragraphs: [
        [
          [
            "[In our experience|Time and again|Season after season|As a rule], [consistency|a steady rhythm|regular care|showing up] [matters|counts] more than [intensity|big efforts|long sessions|heroic weekends|perfect days].",
            "[Short, regular|Small, frequent|Brief, steady] [sessions|efforts|check-ins] [beat|outdo|do more than] [rare marathons|big weekends|occasional bursts|long, rare sessions] [every time|in the long run|almost always].",
          ],
          [
            "[For example|For instance|Say|As an example|To give an example], [set aside|reserve|plan|block] [twenty|fifteen|thirty|forty] minutes [on the same day each week|every other day|each weekend|twice a week|after work on Mondays].",
          ],
          [
            "[Then|Also|In addition|Besides], [keep|have|leave] your [tools|things|supplies|gear] [ready|close at hand|in one place|in one box] so you can [start|begin|get going] [at once|without delay|right away|in a minute].",
          ],
          [
            "[Over a few months|Within a season|Soon|Before long], [these sessions|this rhythm|the routine|those minutes] [will show|should show|will start to show|can show] [clear|visible|real|steady] [results|progress|gains] [in your notes|on paper|that you can point to].",
            "[Gradually|Soon|Before long|Week by week], the [effort|work] [behind {kw?it}|for {kw?it}] [will feel|should feel|starts to feel] [lighter|easier|more natural|less like a chore] [than at first|as habits form|after a while].",
          ],
        ],
        [
          [
            "[Next|Also|Besides|On top of that], [learn from|watch|talk to|ask] [people|neighbours|friends|local groups|old hands] [who have done it for years|with a few seasons behind them|with years of practice|who started before you].",
          ],
          [
            "[Read|Choose|Follow|Trust|Stick to] [one good source|a few trusted sources|one or two sources you like|a single good book] [rather than|instead of] [ten average ones|endless forums|every new trend|a dozen videos] [and give it time|and test what it says|for a full season|and skip the noise].",
          ],
          [
            "[Likewise|Similarly|Equally|In the same way|By the same token], [note|write down|keep a record of|jot down] your own [results|lessons|progress|wins and misses|small wins] [for later|in one notebook|as you go|week by week|in plain words].",
          ],
          [
            "[Explaining|Teaching|Passing on|Describing] what you [learned|found out|tried|noticed] to [someone else|a friend|a beginner|a neighbour|a newcomer] [makes it stick|is one of the fastest ways to learn|doubles what you learn|shows what you still need to learn].",
          ],
        ],
      ],
    },
    {
      id: "audience",
      headings: ["What {audience} should know about {topic}", "{Kw} for {audience}", "Advice on {topic} for {audience}"],
      paragraphs: [
        [
          [
            "[Every reader|Each of us|Every home|Every household] [comes to|arrives at] {topic} from a [different|unique|distinct] [place|situation|starting point] [and with different hopes|and a different budget|with different time to spare].",
          ],
          [
            "[Still|Yet|However|Even so|That said|All the same], {audience} [tend to|often|usually] [share|face|run into] [a few|the same|similar] [challenges|hurdles|limits] [in the first season|again and again|early on].",
          ],
          [
            "[Time|A lack of time|A busy schedule|A full calendar] [is usually|tends to be|is often] the [biggest|first|main|hardest] [hurdle|limit|obstacle] [for most of us|in our experience|by far|week to week].",
          ],
          [
            "[That is why we|So we|Because of this, we|For this reason, we] [favour|recommend|suggest|prefer] [short|simple|small|light] {topic} [routines|sessions|habits] over [big projects|grand plans|long weekends|heroic efforts].",
          ],
        ],
        [
          [
            "[Budget|Money|Cost|Spending] is [another|the next|a second] [common|frequent|big|real] [concern|question|worry] [for many readers|we hear about|for new readers|in our inbox].",
          ],
          [
            "[Fortunately|Luckily|In fact|Happily], [progress with|progress in|success with] {kw?{topic}} [rarely|seldom] [depends on|needs|requires] [expensive|fancy|costly] [tools|gear|equipment].",
          ],
          [
            "[So|Therefore|For that reason|With that in mind|Thus|Hence], [spend|invest] [money|more] only [once|when] a [clear|real|lasting] [need|limit|problem] [appears|shows up|keeps coming back] [and not before|and no sooner|after a season of use].",
          ],
        ],
      ],
    },
    {
      id: "mistakes",
      headings: [
        "Common [mistakes with|mistakes in|pitfalls of|errors in] {kw}",
        "{Topic} mistakes that slow you down",
        "What to avoid [with|when planning] {kw?{topic}}",
      ],
      paragraphs: [
        [
          [
            "[Many|Plenty of|A lot of|Most] [people|beginners|newcomers|first-timers] [try to do too much|take on too much|aim for perfection|rush things] with {topic} [at once|on day one|in the first week|from the start].",
          ],
          [
            "[As a result|Consequently|Soon|Before long|In the end], they [burn out|lose heart|give up|run out of steam|lose interest] [within weeks|before they see results|halfway through the season|by the second month|after a month] [and blame themselves|and stop for good|and never come back|and feel they failed].",
          ],
          [
            "[Instead|Rather|So|Instead of that], [pick|choose|keep|settle on] [one|a single] [goal|change|priority|focus] [for now|for a month|at a time|this season] and [see it through|stick with it|finish it|give it time].",
          ],
        ],
        [
          [
            "[Another|A second|One more|A common] [mistake|trap|error|slip] is [skipping the review|never checking your results|ignoring your notes|never looking back|guessing instead of checking] [for weeks|all season|month after month|until it is too late|for a whole season].",
          ],
          [
            "[Without|If you skip] [a review|that check|a look back|regular notes], you [cannot|will not|simply cannot] [tell|see|know|learn] what [works|helps|fails|holds you back] [and what to drop|and what to keep|in your own setting|for you].",
          ],
          [
            "[So|Therefore|For that reason|With that in mind|Thus|Hence], [look at|read|go over|skim] your {topic} notes [once a month|every few weeks|at the end of each month|every second Sunday] and [adjust|adapt|change one thing|tweak one step].",
          ],
          [
            "[Finally|Lastly|Above all|And please], [do not compare|never compare|avoid comparing|stop comparing|try not to compare] your [first month|first season|start|early results|first attempts] to someone else's [fifth year|best season|results|highlight reel|tenth season].",
          ],
        ],
        [
          [
            "A [third|further|final|last] [mistake|trap|pitfall] is [ignoring|skipping|rushing|underrating] the [basics|fundamentals|small daily tasks|boring parts] [of {topic}|in the hurry to see results|because they look too simple|to chase shortcuts].",
          ],
          [
            "[Fancy tricks|Clever hacks|New trends|Shiny shortcuts] [rarely|seldom|hardly ever] [beat|replace|outdo|make up for] [solid basics|good basics|simple habits|steady routines] [in the long run|over a season|when it counts|in real life].",
          ],
          [
            "[So|Therefore|In short|Put simply], [master|learn|practise|get comfortable with] the [simple things|basics|fundamentals|plain routines] [first|before anything else|early|before you experiment] [and add the rest later|and the rest gets easier|and then build on them].",
          ],
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
            "[Choose|Pick|Select|Settle on] [two or three|a few|a couple of] [simple|clear|easy] [signals|signs|measures] to [watch|track|follow] [each week|over the season|in your notes|from the start].",
          ],
          [
            "[For example|For instance|Say|As an example|To give an example], [note|write down|track|record] [how often|when|how long|how much] you [work on it|put in time|practise|show up] and what [changed|happened|improved|went wrong].",
          ],
          [
            "[Then|After that|Later|Each month], [compare|check|look at|go over] [the numbers|your notes|the results|your log] [month by month|over the season|each month|side by side] [to see the trend|for a clear picture|to spot patterns].",
          ],
        ],
        [
          [
            "[Progress|Improvement|Growth|Change] [rarely|seldom|hardly ever] [moves|runs|goes] in a straight line, [and the same goes for {topic}|whatever you do|even for experts|as every old hand knows].",
          ],
          [
            "[Therefore|So|Because of that|For that reason|Thus|With that in mind], [judge|rate|assess|review] your [plan|routine|approach|progress] [with your notes at hand|calmly|with fair eyes] over [months|a season|several weeks], not [days|a single week|one bad weekend].",
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
            "[At|Here at] {site}, we [built|shaped|designed|put together|created] {feature} [for people like you|for our readers|for busy people|with our readers in mind|for exactly this stage] [after years of questions|to make the work lighter|and keep improving them|because readers asked].",
            "{Site} [offers|has|provides] {feature} [for exactly this|to make {topic} easier|to save you time with {topic}|for readers at this stage].",
          ],
          [
            "[For example|For instance|In practice|Used well], {feature} [make|can make] [the steps above|your {topic} plan|the first weeks|the early weeks] [easier|simpler|quicker|lighter] [to follow|to keep up|to manage|to stick with].",
          ],
          [
            "[Also|In addition|Besides|What is more|On top of that|Moreover|Further], {feature} [help|can help] you [stay on track|keep going|save time|keep your notes in order|plan ahead] [on busy weeks|when time is short|all season|when motivation dips|through the year].",
          ],
          [
            "[Of course|Still|Either way|That said], the [steps|tips|ideas|habits] in this guide [work|hold up|apply] [with or without us|wherever you start|on their own|whatever you use|on any budget].",
            "[Of course|Still|Either way|That said], the advice in this guide [works|holds up|applies|stands] [with or without us|wherever you start|on its own|whatever tools you use].",
          ],
        ],
      ],
    },
    {
      id: "related",
      headings: ["Where {kw} meets {related}", "From {topic} to {related}", "Going further with {related}"],
      paragraphs: [
        [
          [
            "[Once|When|As soon as] the [basics|first steps|early habits] [of {topic}|are in place|feel easy|sit well], [look at|turn to|explore|try] [related|nearby|neighbouring] [topics|skills|subjects] [one at a time|at your own pace|when you are ready].",
          ],
          [
            "[For example|In particular|For instance], {related} [can build on|can use|will draw on] [the same|many of the same|similar] [skills|habits|ideas] [as this guide|as the steps above].",
          ],
          [
            "[Moreover|Likewise|Similarly|Better still], the [habits|routines|notes] you [build|keep|make] [here|along the way|this season|now] [carry over|transfer] [there too|to {related}|without much effort|almost one to one].",
          ],
          [
            "[So|Therefore|Still|Even so], [take|tackle|learn] [one|a single] [topic|skill|subject] at a time, [and this guide is a good start|and give each a season|and finish what you start|and keep notes on each].",
          ],
        ],
      ],
    },
  ],
  asides: [
    [
      [
        "[Here is|Let's look at|Take|Consider] a [simple|quick|concrete|small] example [with {topic}|about {topic}|from {topic}|from real life|from our readers].",
      ],
      [
        "[Imagine|Picture|Think of] [a reader|someone|a neighbour|a friend] with [only one free hour|just one hour|a single hour|barely an hour] a week [to spare|for this|and a full job|and a busy home].",
      ],
      [
        "[She|He] [picks|chooses|takes] [one|a single] [step|task|idea] [from this section|from above|from the list] and [repeats|does] it [every Sunday|each weekend|every Saturday|on the same evening] [without fail|for a month|no matter what].",
      ],
      [
        "[After a month|Four weeks later|By the end of the month|A month on], [the notes|the results|the records|the numbers] [show|reveal] a [clear|steady|small but real|visible] [pattern|change|gain|step forward].",
      ],
      [
        "[More importantly|Above all|Best of all|Even better], the [routine|habit] [stays|remains] [alive|in place|intact|part of the week|a fixed point] [all season|for good|from then on|long after|into the next season].",
      ],
    ],
    [
      [
        "[A common worry|One worry|A fear] [about {topic}|we hear about {topic}] [comes up|turns up|shows up] [often|again and again|every season|in many emails].",
      ],
      [
        "[People fear|Many fear|Some think|Readers tell us|Beginners worry] they [came to|started with] {topic} [too late|a little late|later than others], or [lack the talent|have no gift|lack the knack|have no feel] [for it|for the work|for this].",
      ],
      [
        "[In reality|Actually|In fact|Truth be told], [habits|steady habits|routines|small routines] [matter|count] [far more|much more] than [talent|timing|luck|a perfect start] [in the long run|over a season|for most people].",
      ],
      [
        "[So|Therefore|That is why|For this reason] the [best|right|ideal] [moment|time|day] to [start|begin|make a start] is [today|this week|now|this weekend|not next year].",
      ],
    ],
    [
      ["[It helps|It pays|It is wise|It is worth it] to [write|put] your {topic} plan [down|on paper|in a notebook|on a single page]."],
      [
        "[A written plan|A plan on paper|Writing it down|A page of notes] [makes|can make|will make] [a vague|a loose|an unclear|a fuzzy] [goal|idea|wish|intention] [concrete|real|specific|clear].",
      ],
      [
        "[Also|Besides|Moreover|On top of that|In addition|What is more], [it|the page] [shows|tells] you [when|whether] you [drift|slip|wander|stray] off course [over the weeks|as the season goes on|before it is too late|in good time].",
      ],
      [
        "[Then|Next|Finally|After that], [pin|keep|put|stick] [the|your|that] plan [where you will see it every day|somewhere visible|by the door|on the fridge|next to your calendar].",
      ],
    ],
    [
      [
        "[Motivation|Energy|Enthusiasm|Drive] [comes and goes|rises and falls|is never constant|has its ups and downs|fades now and then], [even for old hands|for beginners and experts alike|for all of us|for everyone we know|even in a good season].",
        "[Nobody|No one|Not even an expert] [feels|stays] [motivated|keen|fired up] [every day|all the time|every single week], [whatever the plan says|however keen they start|even with the best plan].",
      ],
      [
        "[That is normal|This is normal|It happens|That is fine], [and|since] [everyone has|every expert has|all of us have|even the best have] [slow|quiet|off|tired] [days|weeks|spells].",
      ],
      [
        "[On such days|When that happens|On a slow day|At times like that], [do|try] the [smallest|shortest|easiest|lightest] [possible] version of your [task|routine|step|plan] [and stop there|and call it a day|and be proud of it].",
      ],
      [
        "Even [five|ten|a few|fifteen] minutes [still count|keep the habit alive|are better than none|keep you moving|make a difference] [on a bad day|when time is short|in a hard week|on a rainy evening].",
      ],
    ],
    [
      [
        "[Think about {topic}|Plan your {topic} work|Think of your {topic} plans] in [seasons|blocks of a few months|quarters] [rather than|instead of] [days|weeks|single weekends].",
      ],
      [
        "[Three months|A season|A quarter|Twelve weeks] is [long enough|enough time|plenty of time] for [real|visible|lasting|measurable] change [to show|to take root|to appear|in most cases].",
      ],
      [
        "[Yet|At the same time|Still|Even so|All the same], [it is short enough|the goal stays close enough|the finish is near enough|the end is close enough] to [stay focused|keep your focus|stay motivated|keep the goal in mind] [from week to week|without strain|all the way].",
      ],
      [
        "[At the end of each season|When the season ends|Every few months|Each quarter], [look back|review your notes|read back through your log] and [set|choose|pick|name] the next [goal|step|focus|priority] [in one line|with care|before you rest].",
      ],
    ],
    [
      [
        "Your [surroundings|space and tools|home and tools|daily surroundings] [shape|affect|steer|guide] your {topic} [routine|results] [more than you think|every day|in small ways].",
      ],
      [
        "[For example|For instance|Say|As an example|To give an example], [keep|store|place|put] what you need [within easy reach|close by|in one spot|by the door|on one shelf] [so nothing slows you down|so you can start at once|to save time|to skip the search].",
      ],
      [
        "[Also|In addition|Besides|What is more|Moreover|On top of that], [remove|clear away|avoid|put away] the [distractions|clutter|things|gadgets] that [pull you away|slow you down|steal your time|break your focus] [again and again|every week|most days].",
      ],
      [
        "[When|Once|If] the [right|useful|good|next] [action|step] is the [easy|simple|obvious|nearest] one, you [take|do] it [more often|without thinking|almost every time|as a matter of course].",
      ],
    ],
  ],
  links: [
    [
      "[For a related angle on {topic}|For more on {topic}|For a closer look at {topic}|If you want more], [read|see|try] {link}.",
      "[You may also like|We also recommend|You might enjoy] {link} [on a related note|for more on {topic}|if you want to read on].",
      "We [cover|answer|explore] a [related|nearby|connected] question [about {topic}] in {link}.",
    ],
  ],
  categoryLine: [
    "[You will find|There are|We keep|You can read] more [posts|guides|ideas|articles] like this one on {topic} in our {category} [section|archive].",
    "[Browse|Explore|Visit|Dig into] our {category} [posts|section|archive|pages] for more [ideas|advice|tips|reading] [beyond {topic}|around {topic}|from our team|in the same spirit].",
    "[Our|The] {category} [section|archive|pages] [holds|has|keeps] [more|plenty more|further] [guides|ideas|posts] [like this one|in the same vein|for {audience}].",
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
        [
          "[It depends on|That varies with|The answer depends on|Honestly, it depends on|Much depends on] [your starting point|where you start|your situation|your space and time|your goal|your budget] [and on how regular you are|and on the season|more than on talent|more than on money|and on your patience].",
          "[Your starting point|Your space|Your time|Your budget] [matters|counts|plays a part] [here] more than [talent|luck|gear], [so every case is different|so no two cases are alike|so answers vary].",
        ],
        [
          "[However|Still|Even so|That said|Yet|All the same], [most people|many readers|most beginners|the readers we hear from] [notice|see|report] a [change|difference|first result|first win] [within a few weeks|within a month|after a few weeks|inside two months] [of {topic}|of steady work|once they keep a routine].",
        ],
        [
          "[So|Therefore|In short,|For that reason,] [give|allow] [it|your plan|your routine|the new habits] at least [two months|a full season|eight weeks|ten weeks] [before you judge|before you decide|before you change course|before you drop anything].",
        ],
      ],
    },
    {
      question: "What is the first step in {kw?{topic}}?",
      answer: [
        [
          "[Start by setting|Begin with|First, set|Start with] [one|a single] [clear|simple|small|concrete] [goal|target] for {topic} [for the next month|for this season|that you can check|you can write in one line].",
        ],
        [
          "[Then|After that|Next|Second], [look at|check|write down] where you [stand|are] [today|right now|at the moment|this week] [in plain words|without judging|as honestly as you can|in a few lines].",
        ],
        [
          "[The gap|The difference|The distance] between the two [tells|shows|gives] you [where to begin|your first task|what to do first|which step comes next] [and how big it is|and what can wait|in most cases|without any guesswork|in plain terms].",
          "[Comparing|Putting side by side|Looking at] the two [answers|notes|lines] [shows|makes clear|tells you] [where to begin|what comes first|which step matters most] [and what can wait|in plain terms|for most readers].",
        ],
      ],
    },
    {
      question: "Do I need special tools for {kw?{topic}}?",
      answer: [
        [
          "[No|Not at first|Not really|No, not at first], you [can|may] [start|begin|make a start] with [what you have|basic tools|simple tools|what is already at home] [and a little patience|and a notebook|for the first weeks|and learn as you go].",
        ],
        [
          "[Later|Over time|Once you know more|After a season], [invest|upgrade|spend more] [only|just] when a [clear|real|specific] [need|limit|problem] [appears|shows up|keeps coming back].",
        ],
        [
          "[Skill|Habit|Practice|Routine] [matters|counts] [far|much] more than [gear|equipment|tools|gadgets] [in the first year|for most of us|at the start|in our experience].",
        ],
      ],
    },
    {
      question: "How often should I check on {kw?{topic}}?",
      answer: [
        [
          "A [short|quick|brief|five-minute] [weekly|regular] {topic} check [works well|is enough|does the job|keeps you on course] [for most people|in most cases|for a start|for beginners].",
        ],
        [
          "[In addition|Also|Besides|On top of that|Moreover|What is more], [plan|do|book] a [longer|deeper|fuller|calmer] review [every month|once a month|at the end of each month|each month] [with your notes at hand|over a cup of coffee|in half an hour].",
        ],
        [
          "[That way|As a result|Thus|Like this], you [catch|spot|notice|see] [problems|issues|trouble|weak spots] [early|in time|before they grow|while they are small] [and fix them cheaply|and save effort|and keep going].",
        ],
      ],
    },
    {
      question: "What is the biggest mistake beginners make with {kw?{topic}}?",
      answer: [
        [
          "[Most|Many|Plenty of] beginners [try to change|change|tackle|take on] [too much|everything|a dozen things] [at once|on day one|in the first week] with {topic}.",
        ],
        [
          "[As a result|Consequently|Then|Soon], they [lose|run out of] [motivation|steam|energy|patience] [quickly|within weeks|early|before the first results] [and stop|and drift away|and give up].",
        ],
        [
          "[Instead|So|Rather|In short], [start|begin] [small|with one habit|with one goal|with a single step] and [build|grow|add] [from there|one step at a time|as it gets easier|month by month].",
        ],
      ],
    },
    {
      question: "Can beginners handle {kw?{topic}} on their own?",
      answer: [
        [
          "[Yes|Yes, absolutely|Yes, most people can|Yes, in most cases|Yes, very much so], and [{site} exists for exactly that|that is why we write these guides|we see it every week|our readers prove it often|plenty of our readers did].",
          "[Yes|Absolutely|Most people can|In most cases], [as long as they start small|with a little patience|if they take it step by step|once they have a simple plan], [and {site} is here to help|and this guide shows the way|as many of our readers did].",
        ],
        [
          "The [steps|tips|ideas|habits|routines] in this guide [need|require|ask for|call for] [no special training|no experience|only a little patience|nothing more than some time] [and no costly gear|to get going|from you|at the start].",
        ],
        [
          "[If|When|Whenever] you get stuck, [ask|check with|call] a [friend|neighbour|local group|more experienced friend] [for help|for a second look|for a quick tip|for advice] [or write to {site}|or look back at your notes|or read the FAQ below].",
        ],
      ],
    },
    {
      question: "When is the best time to start with {kw?{topic}}?",
      answer: [
        [
          "[The best time|The right moment|A good time] is [usually] [now|this week|sooner than you think], [while|as long as] [{topic} {topic:is|are} on your mind|your interest is fresh|the idea feels fresh|your plans are fresh].",
        ],
        [
          "[Of course|Naturally|Still|Granted], [some|a few|certain] {topic} [tasks|steps] [fit|suit] [certain seasons|a certain time of year|one time of year] [better|best|more than others].",
        ],
        [
          "[So|Therefore|Thus|For now], [plan|start with|pick] the [parts|steps|tasks] you can do [today|right away|this week|this weekend] [and save the rest|and note the others for later|and let the rest wait].",
        ],
      ],
    },
    {
      question: "How much time should you give {kw?{topic}} each week?",
      answer: [
        [
          "[Less than|Not as much as|Often less than|Usually less than] [most people|many readers|you might|beginners] [expect|think|fear] [at the start|in the first weeks|at first], [once the routine is in place|as long as you plan it|if you keep it simple].",
        ],
        [
          "[In most cases|Usually|Often|For most of us], [an hour|half an hour|a short session or two|a quiet evening] a week [covers|is enough for|takes care of] the [basics|essentials|main tasks] [of {topic}|once the routine is set|at the start].",
        ],
        [
          "[Later|Once the habit holds|As you grow|In time], you [can|may] give [it|{topic}|your routine] more time [if you enjoy it|when it pays off|as your plans grow|when life allows].",
        ],
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
        "[Pick|Choose|Take] [one|a single] [step|idea|tip] [from this guide|from this post|from above|from the lists above] and [try it|put it to work|do it|test it] [this week|today|before the weekend|in the next few days].",
      ],
      [
        "[Over time|Soon|Within a season|Before long|Week by week|In time], those [small|simple|steady|modest|little] steps [add up|show results|speak for themselves|make a real difference] [in ways you can see|on their own|sooner than you expect].",
      ],
    ],
    [
      [
        "[Thank you for reading|Thanks for reading|Thanks for following|Thanks for staying with] [this guide|our notes|this post|these tips|this article] [to the end|today|this far|with us], [and happy planning|and good luck|and enjoy the season|and see you soon].",
      ],
      [
        "[If you have a question|If you have a tip of your own|If you have a story to share|If you have a doubt] [about {topic}|on {topic}|from your own experience|after reading this], [let us know|write to us at {site}|tell us at {site}|send a line to {site}].",
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
      "[So|Therefore|Thus|For that reason|With that in mind], it [is worth|pays] [a second look|remembering|noting down] [before you start on {topic}|for your {topic} plan].",
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
        [
          "[Over time|Soon|Before long|Within a season|Week by week], you will [find|have] [your own favourites among|your own take on] {kw?{ingredient} dishes}.",
        ],
      ],
    },
    howto: {
      headings: ["{Kw} step by step", "How to approach {kw?{topic}}, step by step", "A step-by-step plan for {topic}"],
      intro: [
        [
          "[Here is|This is|Below is|What follows is] a [clear|simple|practical|tested] [order|sequence] [of steps] [for {topic}|to follow with {topic}|that suits most beginners|we keep coming back to].",
        ],
        [
          "[Follow|Take] the steps [in order|one at a time] [the first time|at first|for a season], then [adapt|adjust|fit] them to [your space|your situation|your week|your budget] [as you learn|once you know more|bit by bit].",
        ],
      ],
      items: [
        ["[Decide|Choose|Settle on] [what|how much] you want from {topic} [this season|this month|to begin with]."],
        [
          "[Check|Look at|Measure|Write down] the [space|time|budget] you [have|can spare] [for {topic}|for the work|right now] [before you plan more|in plain numbers|honestly].",
        ],
        [
          "[Gather|Get|Collect|Set out] the [basic|few|simple] [tools|supplies|things] [you need|the work calls for|the first weeks ask for] [before you start|in one place|in one box|by the door] [and check them once|so nothing is missing|to save time later].",
        ],
        [
          "[Start|Begin] [small|with one corner|with a short trial], so [mistakes|early mistakes|first errors] [stay cheap|cost little|are easy to fix] [and teach you fast|while you learn].",
        ],
        [
          "[Work|Practise|Show up|Put in the time|Keep at it] [at a fixed time|on fixed days|in short sessions|in the same slot] [each week|every few days|through the season|for a month] [so it becomes a habit|whatever the weather|even when busy|even if it is brief].",
        ],
        [
          "[Watch|Check|Look at|Follow] [the results|how things go|what changes|your progress] [every few days|each week|as you go] and [write down|note] [what you see|one line|the date and what changed].",
        ],
        ["[Adjust|Change] [one thing|a single step] at a time [when|if] {topic} [{topic:does|do} not go to plan|{topic:stalls|stall}|{topic:goes|go} wrong]."],
        [
          "[Keep|Repeat|Stick with|Hold on to] what [works|helps|pays off] and [plan|set|write down] the next [goal|step|target] [for next season|for next month|once this one holds|in your notes].",
        ],
      ],
      count: 6,
      ordered: true,
      closing: [
        [
          "[Once|When] [these steps feel|this sequence feels|the steps become|the sequence becomes] [familiar|easy|second nature|natural], [each session|the work] [takes|needs] [far less|much less] [effort|thought|time] [than at the start|than you expect|every week].",
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
        [
          "[So|Therefore|With that in mind|Thus|For that reason], [here are|these are] the {subject} [adjustments|changes|tweaks] that [matter most|make the difference|count].",
        ],
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
      headings: ["A quick checklist for {kw}", "What to check first [with|for] {kw?{topic}}", "A {topic} checklist to start with"],
      intro: [
        [
          "[Before you start|Before anything else|First of all|Before you buy anything], [run through|go through|check|answer] [this|a] [short|quick] list [for {topic}|about {topic}|of questions|with a pen in hand].",
        ],
        [
          "[Each|Every] [point|question] [takes|needs] [only] [a few minutes|a moment] [and|but] [saves you|spares you] [trouble|time|money|a wasted weekend] [later|down the line|in the months ahead].",
        ],
      ],
      items: [
        ["[Is there|Do you have] [enough|the right] [space|room|time] for {topic} [where you live|at home|in your setting]?"],
        ["[Which|What] [day|slot|evening] in your week [is free for|suits|can you keep for] [{topic} work|{topic} tasks|this]?"],
        ["[What|How much] [can you spend|will you spend|do you want to spend] [on {topic}|on this] [this season|this month|to start]?"],
        ["[What|Which result] do you [want|hope for|expect] [from {topic}|from this] [by the end of the season|in three months|this year]?"],
        ["[What|Which] [basics|things|tools] for {topic} [do you already have|are already at home|can you borrow]?"],
        ["[Who|Which friend or group|Which neighbour] [can|could] [answer|help with] your {topic} [questions|doubts] [when you get stuck|along the way]?"],
      ],
      count: 5,
      ordered: false,
      closing: [
        [
          "[With these answers in hand|Once the list is done|With the list answered|Once you have your answers], [the rest of|every step in] this guide [fits|suits] your [own] [plans|situation|week|space] [better|more closely] [and you can skip what does not apply|and the choices get easier|and you know where to start].",
        ],
      ],
    },
  },
};
