<?php
/**
 * Creating, updating and trashing posts on behalf of SiteCrew (POST /posts, POST and DELETE /posts/{id}).
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Validates a post body (PROTOCOL.md) and writes it with the chosen author as the current user.
 */
final class SiteCrew_Posts {

	const STATUSES = array( 'draft', 'publish', 'future' );

	const YOAST_META = array(
		'title'         => '_yoast_wpseo_title',
		'description'   => '_yoast_wpseo_metadesc',
		'focus_keyword' => '_yoast_wpseo_focuskw',
	);

	const RANK_MATH_META = array(
		'title'         => 'rank_math_title',
		'description'   => 'rank_math_description',
		'focus_keyword' => 'rank_math_focus_keyword',
	);

	/**
	 * SiteCrew's own copy of the SEO fields, kept whatever SEO plugin is active, so GET /posts/{id}
	 * can answer them on a site without Yoast or Rank Math.
	 */
	const SITECREW_META = array(
		'title'         => '_sitecrew_seo_title',
		'description'   => '_sitecrew_seo_description',
		'focus_keyword' => '_sitecrew_focus_keyword',
	);

	public static function yoast_active(): bool {
		return defined( 'WPSEO_VERSION' );
	}

	public static function rank_math_active(): bool {
		return class_exists( 'RankMath' );
	}

	/**
	 * Creates a post. With a "run_id", a post already created for that run is answered instead
	 * (SiteCrew_Run_Ids), and the body is not applied to it.
	 *
	 * @param array<string, mixed> $input Decoded JSON body.
	 * @return array{id: int, url: string, status: string, existing: bool}|WP_Error
	 */
	public static function create( array $input ) {
		$fields = self::validate( null, $input );
		if ( $fields instanceof WP_Error ) {
			return $fields;
		}
		if ( null === $fields['run_id'] ) {
			$post_id = self::write_as_author( null, $fields );
			return $post_id instanceof WP_Error ? $post_id : SiteCrew_Post_View::summary( $post_id ) + array( 'existing' => false );
		}
		$created = SiteCrew_Run_Ids::create_once( $fields['run_id'], static fn() => self::write_as_author( null, $fields ) );
		if ( $created instanceof WP_Error ) {
			return $created;
		}
		return SiteCrew_Post_View::summary( $created['post_id'] ) + array( 'existing' => $created['existing'] );
	}

	/**
	 * Updates $existing with the fields given.
	 *
	 * @param WP_Post              $existing The post to update.
	 * @param array<string, mixed> $input    Decoded JSON body.
	 * @return array{id: int, url: string, status: string}|WP_Error
	 */
	public static function update( WP_Post $existing, array $input ) {
		$fields = self::validate( $existing, $input );
		if ( $fields instanceof WP_Error ) {
			return $fields;
		}
		$post_id = self::write_as_author( $existing, $fields );
		return $post_id instanceof WP_Error ? $post_id : SiteCrew_Post_View::summary( $post_id );
	}

	/**
	 * Moves a draft (or a post pending review) to the trash. Published, private and scheduled
	 * posts are refused: turning down a SiteCrew draft must never take a live post off the site.
	 *
	 * @return array{id: int, status: string}|WP_Error Status "trash", or "deleted" on sites that keep no trash.
	 */
	public static function trash( WP_Post $post ) {
		if ( in_array( $post->post_status, array( 'publish', 'private', 'future' ), true ) ) {
			return new WP_Error(
				'post_published',
				'This post is published or scheduled on the site; SiteCrew only removes drafts.',
				array( 'status' => 409 )
			);
		}
		if ( 'trash' !== $post->post_status && ! wp_trash_post( $post->ID ) ) {
			return new WP_Error( 'post_save_failed', 'The post could not be moved to the trash.', array( 'status' => 500 ) );
		}
		$status = get_post_status( $post->ID );
		return array(
			'id'     => $post->ID,
			'status' => false === $status ? 'deleted' : $status,
		);
	}

	/**
	 * Writes the validated fields with the acting author as the current user.
	 *
	 * @param WP_Post|null         $existing The post to update, null to create one.
	 * @param array<string, mixed> $fields   Output of validate().
	 * @return int|WP_Error The post id.
	 */
	private static function write_as_author( ?WP_Post $existing, array $fields ) {
		$previous_user = get_current_user_id();
		wp_set_current_user( $fields['acting_user'] );
		try {
			return self::write( $existing, $fields );
		} finally {
			wp_set_current_user( $previous_user );
		}
	}

	/**
	 * Checks the body and turns it into post fields.
	 *
	 * @param WP_Post|null         $existing The post being updated, if any.
	 * @param array<string, mixed> $input    Decoded JSON body.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function validate( ?WP_Post $existing, array $input ) {
		$post = array();

		foreach ( array( 'title' => 'post_title', 'content' => 'post_content', 'excerpt' => 'post_excerpt' ) as $key => $field ) {
			if ( array_key_exists( $key, $input ) ) {
				if ( ! is_string( $input[ $key ] ) ) {
					return self::invalid( sprintf( '"%s" must be a string.', $key ) );
				}
				$post[ $field ] = self::filtered( $key, $input[ $key ] );
			}
		}

		if ( array_key_exists( 'slug', $input ) ) {
			if ( ! is_string( $input['slug'] ) ) {
				return self::invalid( '"slug" must be a string.' );
			}
			$slug = sanitize_title( $input['slug'] );
			if ( '' !== trim( $input['slug'] ) && '' === $slug ) {
				return self::invalid( '"slug" has no usable characters.' );
			}
			$post['post_name'] = $slug;
		}

		$status = null;
		if ( array_key_exists( 'status', $input ) ) {
			if ( ! is_string( $input['status'] ) || ! in_array( $input['status'], self::STATUSES, true ) ) {
				return self::invalid( '"status" must be "draft", "publish" or "future".' );
			}
			$status = $input['status'];
		} elseif ( null === $existing ) {
			$status = 'draft';
		}
		if ( null !== $status ) {
			$post['post_status'] = $status;
		}

		$has_date = array_key_exists( 'date', $input ) && null !== $input['date'];
		if ( $has_date ) {
			$dates = is_string( $input['date'] ) ? rest_get_date_with_gmt( self::normalize_date( $input['date'] ) ) : null;
			if ( ! is_array( $dates ) ) {
				return self::invalid( '"date" must be an ISO 8601 date and time, e.g. 2030-01-31T09:00:00 or 2030-01-31T09:00:00+02:00.' );
			}
			$post['post_date']     = $dates[0];
			$post['post_date_gmt'] = $dates[1];
			$post['edit_date']     = true;
		}

		if ( 'future' === $status && ! $has_date ) {
			$already_scheduled = null !== $existing && 'future' === $existing->post_status;
			if ( ! $already_scheduled ) {
				return self::invalid( '"status" "future" needs a "date".' );
			}
		}
		if ( 'publish' === $status && ! $has_date && null !== $existing && 'future' === $existing->post_status ) {
			// Publishing a scheduled post without a date means "now", not "at the scheduled time".
			$post['post_date']     = current_time( 'mysql' );
			$post['post_date_gmt'] = current_time( 'mysql', true );
			$post['edit_date']     = true;
		}

		if ( array_key_exists( 'categories', $input ) ) {
			if ( ! is_array( $input['categories'] ) || ! array_is_list( $input['categories'] ) ) {
				return self::invalid( '"categories" must be an array of category ids.' );
			}
			$ids = array();
			foreach ( $input['categories'] as $id ) {
				if ( ! self::is_id( $id ) ) {
					return self::invalid( '"categories" must be an array of category ids.' );
				}
				$term = get_term( (int) $id, 'category' );
				if ( ! $term instanceof WP_Term ) {
					return self::invalid( sprintf( 'Category %d does not exist.', (int) $id ) );
				}
				$ids[] = (int) $term->term_id;
			}
			$post['post_category'] = array_values( array_unique( $ids ) );
		}

		if ( array_key_exists( 'author', $input ) && null !== $input['author'] ) {
			if ( ! self::is_id( $input['author'] ) ) {
				return self::invalid( '"author" must be a user id.' );
			}
			$author = get_userdata( (int) $input['author'] );
			if ( ! $author instanceof WP_User || ! user_can( $author, 'publish_posts' ) ) {
				return self::invalid( sprintf( 'User %d does not exist or cannot publish posts.', (int) $input['author'] ) );
			}
			$post['post_author'] = $author->ID;
			$acting_user         = $author->ID;
		} elseif ( null !== $existing && user_can( (int) $existing->post_author, 'publish_posts' ) ) {
			$acting_user = (int) $existing->post_author;
		} else {
			$acting_user = self::default_author();
			if ( 0 === $acting_user ) {
				return self::invalid( 'No user of this site can publish posts; give an "author".' );
			}
			if ( null === $existing ) {
				$post['post_author'] = $acting_user;
			}
		}

		$run_id = null;
		if ( array_key_exists( 'run_id', $input ) && null !== $input['run_id'] ) {
			if ( ! SiteCrew_Run_Ids::is_valid( $input['run_id'] ) ) {
				return self::invalid( '"run_id" must be 1 to 100 letters, digits, "_" or "-".' );
			}
			$run_id = $input['run_id'];
			// A run id belongs to the post it created; moving it would let a run have two posts.
			if ( null !== $existing && SiteCrew_Run_Ids::of_post( $existing->ID ) !== $run_id ) {
				return self::invalid( '"run_id" is set when a post is created and cannot be changed.' );
			}
		}

		$image_url = null;
		if ( array_key_exists( 'featured_image_url', $input ) && null !== $input['featured_image_url'] ) {
			$url = $input['featured_image_url'];
			if ( ! is_string( $url ) || ! preg_match( '#^https?://#i', $url ) || false === filter_var( $url, FILTER_VALIDATE_URL ) ) {
				return self::invalid( '"featured_image_url" must be an http(s) URL.' );
			}
			$image_url = $url;
		}

		$image_alt = null;
		if ( array_key_exists( 'featured_image_alt', $input ) && null !== $input['featured_image_alt'] ) {
			if ( ! is_string( $input['featured_image_alt'] ) ) {
				return self::invalid( '"featured_image_alt" must be a string.' );
			}
			$image_alt = sanitize_text_field( $input['featured_image_alt'] );
		}

		$seo = array();
		if ( array_key_exists( 'seo', $input ) && null !== $input['seo'] ) {
			if ( ! is_array( $input['seo'] ) || ( array() !== $input['seo'] && array_is_list( $input['seo'] ) ) ) {
				return self::invalid( '"seo" must be an object with "title", "description" and "focus_keyword".' );
			}
			foreach ( array_keys( self::YOAST_META ) as $key ) {
				if ( array_key_exists( $key, $input['seo'] ) && null !== $input['seo'][ $key ] ) {
					if ( ! is_string( $input['seo'][ $key ] ) ) {
						return self::invalid( sprintf( '"seo.%s" must be a string.', $key ) );
					}
					$seo[ $key ] = sanitize_text_field( $input['seo'][ $key ] );
				}
			}
		}

		return array(
			'post'        => $post,
			'acting_user' => $acting_user,
			'run_id'      => $run_id,
			'image_url'   => $image_url,
			'image_alt'   => $image_alt,
			'seo'         => $seo,
		);
	}

	/**
	 * Writes the validated fields. Runs with the acting author as the current user.
	 *
	 * @param WP_Post|null         $existing The post being updated, if any.
	 * @param array<string, mixed> $fields   Output of validate().
	 * @return int|WP_Error The post id.
	 */
	private static function write( ?WP_Post $existing, array $fields ) {
		/** @var array<string, mixed> $post */
		$post = $fields['post'];

		// Download the image first: a bad image URL must not leave a half-made post behind.
		$attachment_id = 0;
		$new_download  = false;
		if ( is_string( $fields['image_url'] ) ) {
			$title = isset( $post['post_title'] ) ? (string) $post['post_title'] : ( $existing ? $existing->post_title : '' );
			$found = self::find_sideloaded( $fields['image_url'] );
			if ( $found > 0 ) {
				$attachment_id = $found;
			} else {
				$attachment = self::sideload_image( $fields['image_url'], $title );
				if ( $attachment instanceof WP_Error ) {
					return new WP_Error(
						'invalid_input',
						sprintf( 'The featured image could not be downloaded: %s', $attachment->get_error_message() ),
						array( 'status' => 400 )
					);
				}
				$attachment_id = $attachment;
				$new_download  = true;
			}
		}

		if ( null === $existing ) {
			$post['post_type'] = 'post';
			if ( null !== $fields['run_id'] ) {
				// Written with the post, so a lookup by run id finds every post a run created.
				$post['meta_input'] = array( SiteCrew_Run_Ids::META_KEY => $fields['run_id'] );
			}
			$post_id = wp_insert_post( wp_slash( $post ), true );
		} else {
			$post['ID'] = $existing->ID;
			$post_id    = wp_update_post( wp_slash( $post ), true );
		}

		if ( $post_id instanceof WP_Error || 0 === $post_id ) {
			if ( $new_download ) {
				wp_delete_attachment( $attachment_id, true );
			}
			$error = $post_id instanceof WP_Error ? $post_id : new WP_Error( 'post_save_failed', 'The post could not be saved.' );
			$code  = (string) $error->get_error_code();
			if ( in_array( $code, array( 'empty_content', 'invalid_date', 'invalid_page_template' ), true ) ) {
				return new WP_Error( 'invalid_input', $error->get_error_message(), array( 'status' => 400 ) );
			}
			return new WP_Error( 'post_save_failed', $error->get_error_message(), array( 'status' => 500 ) );
		}
		$post_id = (int) $post_id;

		if ( $attachment_id > 0 ) {
			$previous = (int) get_post_thumbnail_id( $post_id );
			set_post_thumbnail( $post_id, $attachment_id );
			if ( 0 === (int) get_post_field( 'post_parent', $attachment_id ) ) {
				wp_update_post(
					array(
						'ID'          => $attachment_id,
						'post_parent' => $post_id,
					)
				);
			}
			if ( $previous > 0 && $previous !== $attachment_id && self::sideloaded_for( $previous, $post_id ) ) {
				// A redrawn title card replaces the one SiteCrew made for this post; an image the owner chose is never removed.
				wp_delete_attachment( $previous, true );
			}
		} else {
			$attachment_id = (int) get_post_thumbnail_id( $post_id );
		}
		if ( $attachment_id > 0 && is_string( $fields['image_alt'] ) ) {
			update_post_meta( $attachment_id, '_wp_attachment_image_alt', wp_slash( $fields['image_alt'] ) );
		}

		if ( array() !== $fields['seo'] ) {
			$maps = array( self::SITECREW_META );
			if ( self::yoast_active() ) {
				$maps[] = self::YOAST_META;
			}
			if ( self::rank_math_active() ) {
				$maps[] = self::RANK_MATH_META;
			}
			foreach ( $maps as $map ) {
				foreach ( $fields['seo'] as $key => $value ) {
					update_post_meta( $post_id, $map[ $key ], wp_slash( $value ) );
				}
			}
		}

		return $post_id;
	}

	/**
	 * The post's SEO title, meta description and focus keyword: each from the active SEO plugin's
	 * meta (Yoast's, then Rank Math's), else what SiteCrew wrote, else what an SEO plugin no longer
	 * active left, else an empty string.
	 *
	 * @return array{title: string, description: string, focus_keyword: string}
	 */
	public static function seo_of( int $post_id ): array {
		$active   = array();
		$inactive = array();
		if ( self::yoast_active() ) {
			$active[] = self::YOAST_META;
		} else {
			$inactive[] = self::YOAST_META;
		}
		if ( self::rank_math_active() ) {
			$active[] = self::RANK_MATH_META;
		} else {
			$inactive[] = self::RANK_MATH_META;
		}
		$maps = array_merge( $active, array( self::SITECREW_META ), $inactive );
		$seo  = array();
		foreach ( array_keys( self::SITECREW_META ) as $key ) {
			$seo[ $key ] = '';
			foreach ( $maps as $map ) {
				$value = get_post_meta( $post_id, $map[ $key ], true );
				if ( is_string( $value ) && '' !== $value ) {
					$seo[ $key ] = $value;
					break;
				}
			}
		}
		return $seo;
	}

	/**
	 * Downloads an image into the media library.
	 *
	 * @return int|WP_Error Attachment id.
	 */
	private static function sideload_image( string $url, string $title ) {
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';

		$description = '' !== $title ? $title : null;

		if ( preg_match( '/[^\?]+\.(jpe?g|jpe|png|gif|webp)\b/i', $url ) ) {
			$id = media_sideload_image( $url, 0, $description, 'id' );
			return is_int( $id ) || is_numeric( $id ) ? (int) $id : ( $id instanceof WP_Error ? $id : new WP_Error( 'image_sideload_failed', 'Unknown error.' ) );
		}

		// media_sideload_image() only takes URLs ending in an image extension (many CDNs do not):
		// the same steps, with the file name taken from the downloaded image's type.
		$tmp = download_url( $url );
		if ( $tmp instanceof WP_Error ) {
			return $tmp;
		}
		$mime       = wp_get_image_mime( $tmp );
		$extensions = array(
			'image/jpeg' => 'jpg',
			'image/png'  => 'png',
			'image/gif'  => 'gif',
			'image/webp' => 'webp',
		);
		if ( ! is_string( $mime ) || ! isset( $extensions[ $mime ] ) ) {
			wp_delete_file( $tmp );
			return new WP_Error( 'image_sideload_failed', 'The URL does not point to a JPEG, PNG, GIF or WebP image.' );
		}
		$base = sanitize_file_name( (string) pathinfo( (string) wp_parse_url( $url, PHP_URL_PATH ), PATHINFO_FILENAME ) );
		$file = array(
			'name'     => ( '' !== $base ? $base : 'image' ) . '.' . $extensions[ $mime ],
			'tmp_name' => $tmp,
		);
		$id = media_handle_sideload( $file, 0, $description );
		if ( $id instanceof WP_Error ) {
			wp_delete_file( $tmp );
			return $id;
		}
		add_post_meta( $id, '_source_url', $url );
		return (int) $id;
	}

	/**
	 * Whether SiteCrew downloaded $attachment_id for $post_id (rather than the owner choosing it).
	 */
	private static function sideloaded_for( int $attachment_id, int $post_id ): bool {
		return (int) get_post_field( 'post_parent', $attachment_id ) === $post_id && '' !== (string) get_post_meta( $attachment_id, '_source_url', true );
	}

	/**
	 * The address SiteCrew downloaded the post's featured image from, or null when the image was
	 * not SiteCrew's (the owner chose another) or there is none.
	 */
	public static function featured_image_source( int $post_id ): ?string {
		$attachment_id = (int) get_post_thumbnail_id( $post_id );
		if ( 0 === $attachment_id || ! self::sideloaded_for( $attachment_id, $post_id ) ) {
			return null;
		}
		return (string) get_post_meta( $attachment_id, '_source_url', true );
	}

	/**
	 * An attachment already downloaded from this URL (so updates do not download it again).
	 */
	private static function find_sideloaded( string $url ): int {
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'meta_key'       => '_source_url', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'     => $url, // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		return isset( $ids[0] ) ? (int) $ids[0] : 0;
	}

	/**
	 * Author of posts sent without one: the user who connected the site, else the first administrator.
	 */
	private static function default_author(): int {
		$connected_by = SiteCrew_Options::connected_by();
		if ( $connected_by > 0 && user_can( $connected_by, 'publish_posts' ) ) {
			return $connected_by;
		}
		$admins = get_users(
			array(
				'role'    => 'administrator',
				'orderby' => 'ID',
				'order'   => 'ASC',
				'number'  => 1,
				'fields'  => 'ID',
			)
		);
		return isset( $admins[0] ) ? (int) $admins[0] : 0;
	}

	/**
	 * The acting user is usually an administrator, whom WordPress lets post any HTML (scripts
	 * included): SiteCrew's posts get the markup WordPress allows in posts whoever acts, and
	 * titles and excerpts none.
	 */
	private static function filtered( string $key, string $value ): string {
		return 'content' === $key ? wp_kses_post( $value ) : wp_kses( $value, 'strip' );
	}

	/**
	 * ISO 8601 forms WordPress's rest_parse_date() does not take: "+0200" offsets and a lower-case "z".
	 */
	private static function normalize_date( string $date ): string {
		$date = trim( $date );
		$date = (string) preg_replace( '/([+-]\d{2})(\d{2})$/', '$1:$2', $date );
		return (string) preg_replace( '/z$/', 'Z', $date );
	}

	/**
	 * A positive integer, or a string of digits.
	 *
	 * @param mixed $value Candidate id.
	 */
	private static function is_id( $value ): bool {
		if ( is_int( $value ) ) {
			return $value > 0;
		}
		return is_string( $value ) && 1 === preg_match( '/^[1-9]\d{0,18}$/', $value );
	}

	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'invalid_input', $message, array( 'status' => 400 ) );
	}
}
