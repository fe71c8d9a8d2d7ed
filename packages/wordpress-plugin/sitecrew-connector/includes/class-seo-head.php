<?php
/**
 * The SEO fields SiteCrew set on a post, printed in the page's head when no SEO plugin does it.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * On a site without Yoast or Rank Math the SEO title, meta description and featured image SiteCrew
 * wrote would reach no page: this prints them (document title, meta description, Open Graph,
 * Twitter card, JSON-LD) on the posts SiteCrew wrote. With an SEO plugin active it prints nothing,
 * as that plugin prints the fields SiteCrew filled for it. WordPress itself prints the canonical link.
 */
final class SiteCrew_Seo_Head {

	/** The longest answer kept per FAQ entry in the JSON-LD, in characters. */
	const MAX_ANSWER = 1000;

	public static function init(): void {
		add_filter( 'pre_get_document_title', array( self::class, 'document_title' ) );
		add_action( 'wp_head', array( self::class, 'print_tags' ), 1 );
	}

	/**
	 * The post whose head tags are ours to print, or null.
	 */
	private static function post(): ?WP_Post {
		if ( SiteCrew_Posts::yoast_active() || SiteCrew_Posts::rank_math_active() || ! is_singular( 'post' ) ) {
			return null;
		}
		$post = get_queried_object();
		if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status ) {
			return null;
		}
		$seo = SiteCrew_Posts::seo_of( $post->ID );
		return '' === $seo['title'] && '' === $seo['description'] ? null : $post;
	}

	/**
	 * The SEO title as the document title.
	 *
	 * @param string $title The title another filter chose, or ''.
	 */
	public static function document_title( $title ) {
		$post = self::post();
		if ( null === $post ) {
			return $title;
		}
		$seo = SiteCrew_Posts::seo_of( $post->ID );
		return '' === $seo['title'] ? $title : $seo['title'];
	}

	public static function print_tags(): void {
		$post = self::post();
		if ( null === $post ) {
			return;
		}
		$seo         = SiteCrew_Posts::seo_of( $post->ID );
		$title       = '' === $seo['title'] ? wp_strip_all_tags( get_the_title( $post ) ) : $seo['title'];
		$description = $seo['description'];
		$url         = (string) get_permalink( $post );
		$image       = get_the_post_thumbnail_url( $post, 'full' );
		$image       = is_string( $image ) ? $image : '';
		$image_alt   = '' === $image ? '' : (string) get_post_meta( (int) get_post_thumbnail_id( $post ), '_wp_attachment_image_alt', true );

		$tags = array();
		if ( '' !== $description ) {
			$tags[] = array( 'name', 'description', $description );
		}
		$tags[] = array( 'property', 'og:type', 'article' );
		$tags[] = array( 'property', 'og:title', $title );
		if ( '' !== $description ) {
			$tags[] = array( 'property', 'og:description', $description );
		}
		$tags[] = array( 'property', 'og:url', $url );
		$tags[] = array( 'property', 'og:site_name', get_bloginfo( 'name' ) );
		if ( '' !== $image ) {
			$tags[] = array( 'property', 'og:image', $image );
			if ( '' !== $image_alt ) {
				$tags[] = array( 'property', 'og:image:alt', $image_alt );
			}
		}
		$tags[] = array( 'property', 'article:published_time', get_post_time( 'c', true, $post ) );
		$tags[] = array( 'property', 'article:modified_time', get_post_modified_time( 'c', true, $post ) );
		$tags[] = array( 'name', 'twitter:card', '' === $image ? 'summary' : 'summary_large_image' );
		$tags[] = array( 'name', 'twitter:title', $title );
		if ( '' !== $description ) {
			$tags[] = array( 'name', 'twitter:description', $description );
		}
		if ( '' !== $image ) {
			$tags[] = array( 'name', 'twitter:image', $image );
		}

		echo "\n<!-- SiteCrew SEO -->\n";
		foreach ( $tags as $tag ) {
			printf( '<meta %s="%s" content="%s" />' . "\n", esc_attr( $tag[0] ), esc_attr( $tag[1] ), esc_attr( $tag[2] ) );
		}
		foreach ( self::structured_data( $post, $title, $description, $url, $image ) as $data ) {
			// JSON_HEX_TAG keeps a "</script>" in a title or answer from closing the element.
			$json = wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP );
			if ( is_string( $json ) ) {
				echo '<script type="application/ld+json">' . $json . "</script>\n"; // phpcs:ignore -- JSON with tags hex-escaped.
			}
		}
		echo "<!-- / SiteCrew SEO -->\n";
	}

	/**
	 * A BlogPosting for the post, and an FAQPage when its content holds questions and answers.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function structured_data( WP_Post $post, string $title, string $description, string $url, string $image ): array {
		$author  = get_userdata( (int) $post->post_author );
		$posting = array(
			'@context'         => 'https://schema.org',
			'@type'            => 'BlogPosting',
			'headline'         => $title,
			'mainEntityOfPage' => $url,
			'datePublished'    => get_post_time( 'c', true, $post ),
			'dateModified'     => get_post_modified_time( 'c', true, $post ),
			'publisher'        => array(
				'@type' => 'Organization',
				'name'  => get_bloginfo( 'name' ),
				'url'   => home_url( '/' ),
			),
		);
		if ( '' !== $description ) {
			$posting['description'] = $description;
		}
		if ( '' !== $image ) {
			$posting['image'] = $image;
		}
		if ( $author instanceof WP_User ) {
			$posting['author'] = array(
				'@type' => 'Person',
				'name'  => $author->display_name,
				'url'   => get_author_posts_url( $author->ID ),
			);
		}
		$data = array( $posting );
		$faq  = self::questions( $post->post_content );
		if ( count( $faq ) >= 2 ) {
			$data[] = array(
				'@context'   => 'https://schema.org',
				'@type'      => 'FAQPage',
				'mainEntity' => array_map(
					static fn( array $entry ) => array(
						'@type'          => 'Question',
						'name'           => $entry['question'],
						'acceptedAnswer' => array(
							'@type' => 'Answer',
							'text'  => $entry['answer'],
						),
					),
					$faq
				),
			);
		}
		return $data;
	}

	/**
	 * The post's questions and answers: each subheading that asks a question (ends in "?"), with
	 * the paragraphs up to the next heading as its answer, in plain text.
	 *
	 * @return array<int, array{question: string, answer: string}>
	 */
	public static function questions( string $content ): array {
		$parts = preg_split( '#(<h[2-4][^>]*>.*?</h[2-4]>)#is', $content, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY );
		if ( ! is_array( $parts ) ) {
			return array();
		}
		$faq      = array();
		$question = null;
		foreach ( $parts as $part ) {
			if ( preg_match( '#^<h[2-4]#i', $part ) ) {
				$text     = trim( html_entity_decode( wp_strip_all_tags( $part ), ENT_QUOTES, 'UTF-8' ) );
				$question = str_ends_with( $text, '?' ) ? $text : null;
				continue;
			}
			if ( null === $question ) {
				continue;
			}
			$answer = trim( preg_replace( '/\s+/', ' ', html_entity_decode( wp_strip_all_tags( $part ), ENT_QUOTES, 'UTF-8' ) ) );
			if ( '' !== $answer ) {
				$faq[] = array(
					'question' => $question,
					'answer'   => mb_substr( $answer, 0, self::MAX_ANSWER ),
				);
			}
			$question = null;
		}
		return $faq;
	}
}
