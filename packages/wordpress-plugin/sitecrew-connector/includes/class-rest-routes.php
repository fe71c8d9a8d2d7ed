<?php
/**
 * REST routes served to SiteCrew (namespace sitecrew/v1, all signed).
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers and answers the sitecrew/v1 routes.
 */
final class SiteCrew_Rest_Routes {

	const ROUTE_NAMESPACE = 'sitecrew/v1';

	public static function init(): void {
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	public static function register(): void {
		// No "args" schemas: WordPress would validate them before the signature check.
		$read = array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => array( self::class, 'check_signature' ),
		);

		register_rest_route( self::ROUTE_NAMESPACE, '/health', $read + array( 'callback' => array( self::class, 'health' ) ) );
		register_rest_route( self::ROUTE_NAMESPACE, '/categories', $read + array( 'callback' => array( self::class, 'categories' ) ) );
		register_rest_route( self::ROUTE_NAMESPACE, '/authors', $read + array( 'callback' => array( self::class, 'authors' ) ) );
		register_rest_route( self::ROUTE_NAMESPACE, '/titles', $read + array( 'callback' => array( self::class, 'titles' ) ) );
		register_rest_route( self::ROUTE_NAMESPACE, '/content', $read + array( 'callback' => array( self::class, 'content' ) ) );
		register_rest_route( self::ROUTE_NAMESPACE, '/knowledge/state', $read + array( 'callback' => array( self::class, 'knowledge_state' ) ) );

		$write = array(
			'methods'             => 'POST',
			'permission_callback' => array( self::class, 'check_signature' ),
		);
		register_rest_route( self::ROUTE_NAMESPACE, '/knowledge', $write + array( 'callback' => array( self::class, 'knowledge' ) ) );
		register_rest_route( self::ROUTE_NAMESPACE, '/chat-widget', $write + array( 'callback' => array( self::class, 'chat_widget' ) ) );

		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/posts',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'create_post' ),
				'permission_callback' => array( self::class, 'check_signature' ),
			)
		);
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/posts/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'read_post' ),
					'permission_callback' => array( self::class, 'check_signature' ),
				),
				array(
					'methods'             => 'POST',
					'callback'            => array( self::class, 'update_post' ),
					'permission_callback' => array( self::class, 'check_signature' ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( self::class, 'trash_post' ),
					'permission_callback' => array( self::class, 'check_signature' ),
				),
			)
		);
	}

	/**
	 * Permission callback of every route: the request must be signed by SiteCrew.
	 *
	 * @return true|WP_Error
	 */
	public static function check_signature( WP_REST_Request $request ) {
		$result = SiteCrew_Signature::verify(
			$request->get_method(),
			$request->get_route(),
			$request->get_body(),
			$request->get_header( SiteCrew_Signature::HEADER_SITE ),
			$request->get_header( SiteCrew_Signature::HEADER_TIMESTAMP ),
			$request->get_header( SiteCrew_Signature::HEADER_NONCE ),
			$request->get_header( SiteCrew_Signature::HEADER_SIGNATURE )
		);
		if ( true === $result ) {
			SiteCrew_Options::touch_last_contact();
		}
		return $result;
	}

	public static function health(): WP_REST_Response {
		$posts = wp_count_posts( 'post' );
		$pages = wp_count_posts( 'page' );
		$terms = wp_count_terms( array( 'taxonomy' => 'category', 'hide_empty' => false ) );

		return new WP_REST_Response(
			array(
				'ok'                => true,
				'site_name'         => self::text( get_bloginfo( 'name' ) ),
				'site_url'          => home_url(),
				'wordpress_version' => get_bloginfo( 'version' ),
				'plugin_version'    => SITECREW_CONNECTOR_VERSION,
				'locale'            => get_locale(),
				'counts'            => array(
					'posts'      => (int) ( $posts->publish ?? 0 ),
					'pages'      => (int) ( $pages->publish ?? 0 ),
					'categories' => is_wp_error( $terms ) ? 0 : (int) $terms,
				),
				'seo'               => array(
					'yoast'    => SiteCrew_Posts::yoast_active(),
					'rankmath' => SiteCrew_Posts::rank_math_active(),
				),
			)
		);
	}

	public static function categories(): WP_REST_Response {
		$terms = get_terms(
			array(
				'taxonomy'   => 'category',
				'hide_empty' => false,
				'orderby'    => 'name',
				'order'      => 'ASC',
			)
		);
		$out = array();
		if ( is_array( $terms ) ) {
			foreach ( $terms as $term ) {
				$out[] = array(
					'id'    => (int) $term->term_id,
					'name'  => self::text( $term->name ),
					'slug'  => $term->slug,
					'count' => (int) $term->count,
				);
			}
		}
		return new WP_REST_Response( $out );
	}

	public static function authors(): WP_REST_Response {
		$users = get_users(
			array(
				'capability' => 'publish_posts',
				'orderby'    => 'display_name',
				'order'      => 'ASC',
				'fields'     => array( 'ID', 'display_name' ),
			)
		);
		$out = array();
		foreach ( $users as $user ) {
			$out[] = array(
				'id'   => (int) $user->ID,
				'name' => self::text( $user->display_name ),
			);
		}
		return new WP_REST_Response( $out );
	}

	public static function titles(): WP_REST_Response {
		$out = array();
		foreach ( self::published() as $post ) {
			$out[] = array(
				'id'    => (int) $post->ID,
				'title' => self::text( $post->post_title ),
				'type'  => $post->post_type,
			);
		}
		return new WP_REST_Response( $out );
	}

	public static function content(): WP_REST_Response {
		$out = array();
		foreach ( self::published() as $post ) {
			$out[] = array(
				'id'    => (int) $post->ID,
				'title' => self::text( $post->post_title ),
				'url'   => (string) get_permalink( $post ),
				'type'  => $post->post_type,
			);
		}
		return new WP_REST_Response( $out );
	}

	public static function knowledge( WP_REST_Request $request ): WP_REST_Response {
		$input = self::json_body( $request );
		$page  = $input instanceof WP_Error ? $input : SiteCrew_Knowledge::page( $input );
		return $page instanceof WP_Error ? self::error_response( $page ) : new WP_REST_Response( $page );
	}

	public static function knowledge_state(): WP_REST_Response {
		return new WP_REST_Response( SiteCrew_Knowledge::state() );
	}

	public static function chat_widget( WP_REST_Request $request ): WP_REST_Response {
		$input  = self::json_body( $request );
		$widget = $input instanceof WP_Error ? $input : SiteCrew_Chat_Widget::validate( $input );
		if ( $widget instanceof WP_Error ) {
			return self::error_response( $widget );
		}
		SiteCrew_Chat_Widget::store( $widget );
		return new WP_REST_Response( array( 'widget_key' => null === $widget ? null : $widget['widget_key'] ) );
	}

	public static function create_post( WP_REST_Request $request ): WP_REST_Response {
		$input = self::json_body( $request );
		if ( $input instanceof WP_Error ) {
			return self::error_response( $input );
		}
		$result = SiteCrew_Posts::create( $input );
		if ( $result instanceof WP_Error ) {
			return self::error_response( $result );
		}
		return new WP_REST_Response( $result, $result['existing'] ? 200 : 201 );
	}

	public static function read_post( WP_REST_Request $request ): WP_REST_Response {
		$post = self::post_of( $request );
		return $post instanceof WP_Post ? new WP_REST_Response( SiteCrew_Post_View::full( $post ) ) : $post;
	}

	public static function update_post( WP_REST_Request $request ): WP_REST_Response {
		$post = self::post_of( $request );
		if ( ! $post instanceof WP_Post ) {
			return $post;
		}
		$input = self::json_body( $request );
		if ( $input instanceof WP_Error ) {
			return self::error_response( $input );
		}
		$result = SiteCrew_Posts::update( $post, $input );
		if ( $result instanceof WP_Error ) {
			return self::error_response( $result );
		}
		return new WP_REST_Response( $result, 200 );
	}

	public static function trash_post( WP_REST_Request $request ): WP_REST_Response {
		$post = self::post_of( $request );
		if ( ! $post instanceof WP_Post ) {
			return $post;
		}
		$result = SiteCrew_Posts::trash( $post );
		if ( $result instanceof WP_Error ) {
			return self::error_response( $result );
		}
		return new WP_REST_Response( $result, 200 );
	}

	/**
	 * The post of the route's {id}, or the 404 answer when there is no post (of type post) with it.
	 *
	 * @return WP_Post|WP_REST_Response
	 */
	private static function post_of( WP_REST_Request $request ) {
		$post = get_post( (int) $request['id'] );
		if ( $post instanceof WP_Post && 'post' === $post->post_type ) {
			return $post;
		}
		return new WP_REST_Response(
			array(
				'code'    => 'post_not_found',
				'message' => 'There is no post with this id.',
			),
			404
		);
	}

	/**
	 * Published posts and pages, newest first.
	 *
	 * @return WP_Post[]
	 */
	private static function published(): array {
		$query = new WP_Query(
			array(
				'post_type'              => array( 'post', 'page' ),
				'post_status'            => 'publish',
				'posts_per_page'         => -1,
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'has_password'           => null,
				'ignore_sticky_posts'    => true,
				'no_found_rows'          => true,
				'suppress_filters'       => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		return array_values( array_filter( $query->posts, static fn( $p ) => $p instanceof WP_Post ) );
	}

	/**
	 * The decoded JSON object of the body ({} for an empty body).
	 *
	 * @return array<string, mixed>|WP_Error
	 */
	private static function json_body( WP_REST_Request $request ) {
		$raw = trim( $request->get_body() );
		if ( '' === $raw ) {
			return array();
		}
		$data = json_decode( $raw, true );
		if ( ! is_array( $data ) || ( array() !== $data && array_is_list( $data ) ) ) {
			return new WP_Error( 'invalid_input', 'The body must be a JSON object.', array( 'status' => 400 ) );
		}
		return $data;
	}

	/**
	 * { code, message } with the error's status.
	 */
	private static function error_response( WP_Error $error ): WP_REST_Response {
		$data   = $error->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		return new WP_REST_Response(
			array(
				'code'    => (string) $error->get_error_code(),
				'message' => $error->get_error_message(),
			),
			$status
		);
	}

	/**
	 * Plain text from a stored title or name (WordPress keeps some entities encoded).
	 */
	private static function text( string $value ): string {
		return html_entity_decode( $value, ENT_QUOTES, 'UTF-8' );
	}
}
