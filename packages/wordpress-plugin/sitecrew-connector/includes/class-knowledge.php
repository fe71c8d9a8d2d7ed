<?php
/**
 * The site's published posts and pages as plain text, for a SiteCrew chat agent's knowledge
 * (POST /knowledge, GET /knowledge/state).
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads published, unprotected posts and pages, newest change first.
 */
final class SiteCrew_Knowledge {

	const DEFAULT_PER_PAGE = 20;
	const MAX_PER_PAGE     = 50;

	/** Characters of text per item: a chat agent needs the gist, and answers stay small. */
	const MAX_TEXT = 20000;

	/** Tags that end a line for a reader: headings, paragraphs, list items, table cells, breaks. */
	const BLOCK_TAGS = 'address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|td|th|tr|ul';

	/**
	 * One page of the set.
	 *
	 * @param array<string, mixed> $input Decoded JSON body: page (from 1), per_page (1 to 50, default 20).
	 * @return array{items: array<int, array<string, mixed>>, total: int, total_pages: int}|WP_Error
	 */
	public static function page( array $input ) {
		$page     = $input['page'] ?? null;
		$per_page = $input['per_page'] ?? self::DEFAULT_PER_PAGE;
		if ( ! is_int( $page ) || $page < 1 ) {
			return new WP_Error( 'invalid_input', 'page must be a whole number from 1.', array( 'status' => 400 ) );
		}
		if ( ! is_int( $per_page ) || $per_page < 1 || $per_page > self::MAX_PER_PAGE ) {
			return new WP_Error( 'invalid_input', 'per_page must be a whole number from 1 to 50.', array( 'status' => 400 ) );
		}

		$query = self::query(
			array(
				'posts_per_page' => $per_page,
				'paged'          => $page,
			)
		);
		$items = array();
		foreach ( $query->posts as $post ) {
			if ( ! $post instanceof WP_Post ) {
				continue;
			}
			$items[] = array(
				'id'       => (int) $post->ID,
				'title'    => html_entity_decode( $post->post_title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'url'      => (string) get_permalink( $post ),
				'type'     => $post->post_type,
				'modified' => self::iso( $post->post_modified_gmt ),
				'text'     => self::plain_text( $post->post_content ),
			);
		}
		return array(
			'items'       => $items,
			'total'       => (int) $query->found_posts,
			'total_pages' => (int) ceil( $query->found_posts / $per_page ),
		);
	}

	/**
	 * The set's size and its newest change: publishing, editing, unpublishing or deleting a post
	 * changes one or the other (to the second).
	 *
	 * @return array{count: int, modified: string|null}
	 */
	public static function state(): array {
		$query  = self::query(
			array(
				'posts_per_page' => 1,
				'paged'          => 1,
			)
		);
		$newest = $query->posts[0] ?? null;
		return array(
			'count'    => (int) $query->found_posts,
			'modified' => $newest instanceof WP_Post ? self::iso( $newest->post_modified_gmt ) : null,
		);
	}

	/**
	 * The stored content as a reader sees it, in plain text: no shortcodes, block comments or
	 * tags; one line per block; entities decoded; runs of white space made one.
	 */
	public static function plain_text( string $content ): string {
		$text = strip_shortcodes( $content );
		$text = (string) preg_replace( '/<!--.*?-->/s', '', $text );
		$text = (string) preg_replace( '@<(script|style)\b[^>]*>.*?</\1\s*>@is', '', $text );
		// Before the tags go, or "Title</h2><p>Text" would read "TitleText".
		$text = (string) preg_replace( '@</?(?:' . self::BLOCK_TAGS . ')\b[^>]*>@i', "\n", $text );
		$text = wp_strip_all_tags( $text );
		$text = wp_check_invalid_utf8( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), true );
		$text = (string) preg_replace( '/[\p{Zs}\t\r\f\x0B]+/u', ' ', $text );
		$text = (string) preg_replace( '/ ?\n[\n ]*/', "\n", $text );
		return mb_substr( trim( $text ), 0, self::MAX_TEXT );
	}

	/**
	 * Published posts and pages without a password, newest change first.
	 *
	 * @param array<string, mixed> $paging posts_per_page and paged.
	 */
	private static function query( array $paging ): WP_Query {
		return new WP_Query(
			$paging + array(
				'post_type'              => array( 'post', 'page' ),
				'post_status'            => 'publish',
				'has_password'           => false,
				'orderby'                => array(
					'modified' => 'DESC',
					'ID'       => 'DESC',
				),
				'ignore_sticky_posts'    => true,
				'suppress_filters'       => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
	}

	/**
	 * 2024-05-01T10:00:00Z from a stored GMT time.
	 */
	private static function iso( string $gmt ): string {
		return str_replace( ' ', 'T', $gmt ) . 'Z';
	}
}
