<?php
/**
 * What the posts routes answer about a post.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A post as SiteCrew sees it: its address (the one it will have once published, for drafts and
 * scheduled posts), its status, and for GET /posts/{id} the fields a draft is edited by.
 */
final class SiteCrew_Post_View {

	const UNPUBLISHED = array( 'draft', 'pending', 'future', 'auto-draft' );

	/**
	 * { id, url, status } of a saved post.
	 *
	 * @return array{id: int, url: string, status: string}
	 */
	public static function summary( int $post_id ): array {
		clean_post_cache( $post_id );
		$post = get_post( $post_id );
		return array(
			'id'     => $post_id,
			'url'    => $post instanceof WP_Post ? self::address( $post )['url'] : '',
			'status' => $post instanceof WP_Post ? $post->post_status : '',
		);
	}

	/**
	 * { id, title, excerpt, content, status, url, slug, run_id, featured_image, featured_image_source, seo }
	 * of a post. The content is the stored HTML, as an editor shows it; title and excerpt are plain text;
	 * featured_image is the full-size URL of the post's featured image, or null; featured_image_source
	 * the address SiteCrew downloaded it from, or null when SiteCrew did not set it; seo is
	 * { title, description, focus_keyword } (SiteCrew_Posts::seo_of).
	 *
	 * @return array<string, mixed>
	 */
	public static function full( WP_Post $post ): array {
		$address = self::address( $post );
		return array(
			'id'      => $post->ID,
			'title'   => self::text( $post->post_title ),
			'excerpt' => self::text( $post->post_excerpt ),
			'content' => $post->post_content,
			'status'  => $post->post_status,
			'url'     => $address['url'],
			'slug'    => $address['slug'],
			'run_id'  => SiteCrew_Run_Ids::of_post( $post->ID ),
			'featured_image' => get_the_post_thumbnail_url( $post, 'full' ) ? get_the_post_thumbnail_url( $post, 'full' ) : null,
			'featured_image_source' => SiteCrew_Posts::featured_image_source( $post->ID ),
			'seo'     => SiteCrew_Posts::seo_of( $post->ID ),
		);
	}

	/**
	 * The post's URL and slug; for a post not yet published, those it will get when it is
	 * (WordPress gives drafts no slug and a ?p=ID link until then); none for a trashed post
	 * (WordPress renames its slug to "…__trashed").
	 *
	 * @return array{url: string, slug: string}
	 */
	private static function address( WP_Post $post ): array {
		if ( 'trash' === $post->post_status ) {
			return array(
				'url'  => '',
				'slug' => '',
			);
		}
		if ( ! in_array( $post->post_status, self::UNPUBLISHED, true ) ) {
			return array(
				'url'  => (string) get_permalink( $post ),
				'slug' => $post->post_name,
			);
		}
		require_once ABSPATH . 'wp-admin/includes/post.php';
		list( $template, $slug ) = get_sample_permalink( $post );
		return array(
			'url'  => str_replace( array( '%postname%', '%pagename%' ), $slug, $template ),
			'slug' => $slug,
		);
	}

	/**
	 * Plain text from a stored title or excerpt (WordPress keeps some entities encoded).
	 */
	private static function text( string $value ): string {
		return html_entity_decode( $value, ENT_QUOTES, 'UTF-8' );
	}
}
