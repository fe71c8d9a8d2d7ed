<?php
/**
 * The SiteCrew chat bubble on the site's front end: the widget SiteCrew chose for the site, kept
 * up to date by SiteCrew's pushes (POST /chat-widget) and an hourly pull (GET /plugin/status).
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Stores the site's chat widget and loads its script on front-end pages.
 */
final class SiteCrew_Chat_Widget {

	const SCRIPT_HANDLE = 'sitecrew-chat';
	const SYNC_HOOK     = 'sitecrew_chat_widget_sync';
	const KEY_PATTERN   = '/^wgt_[0-9a-z]{26}$/';
	const MAX_URL       = 2000;

	public static function init(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_filter( 'script_loader_tag', array( self::class, 'script_tag' ), 10, 2 );
		add_action( self::SYNC_HOOK, array( self::class, 'pull' ) );
		// Sites connected before this version never ran the scheduling done on connect.
		add_action( 'init', array( self::class, 'keep_scheduled' ) );
	}

	/**
	 * The widget to show while connected, or null.
	 *
	 * @return array{widget_key: string, script_url: string}|null
	 */
	public static function current(): ?array {
		if ( ! SiteCrew_Options::is_connected() ) {
			return null;
		}
		$stored = get_option( SiteCrew_Options::CHAT_WIDGET, null );
		if ( ! is_array( $stored ) ) {
			return null;
		}
		// Checked again: SITECREW_API_URL may have changed since it was stored.
		$widget = self::validate( $stored );
		return is_array( $widget ) ? $widget : null;
	}

	/**
	 * `{ widget_key, script_url }`, or `{ widget_key: null }` for no widget.
	 *
	 * @param array<string, mixed> $input Decoded JSON body.
	 * @return array{widget_key: string, script_url: string}|WP_Error|null
	 */
	public static function validate( array $input ) {
		if ( ! array_key_exists( 'widget_key', $input ) ) {
			return self::invalid( 'widget_key is required (null removes the widget).' );
		}
		$key = $input['widget_key'];
		if ( null === $key ) {
			return null;
		}
		if ( ! is_string( $key ) || 1 !== preg_match( self::KEY_PATTERN, $key ) ) {
			return self::invalid( 'widget_key must be wgt_ followed by 26 lower-case letters and digits.' );
		}
		$url = $input['script_url'] ?? null;
		if ( ! is_string( $url ) || ! self::from_own_api( $url ) ) {
			return self::invalid( 'script_url must be an http(s) URL with the scheme, host and port of SITECREW_API_URL.' );
		}
		return array(
			'widget_key' => $key,
			'script_url' => $url,
		);
	}

	/**
	 * Stores the widget, or forgets it when null.
	 *
	 * @param array{widget_key: string, script_url: string}|null $widget A validated widget.
	 */
	public static function store( ?array $widget ): void {
		if ( null === $widget ) {
			delete_option( SiteCrew_Options::CHAT_WIDGET );
			return;
		}
		// Autoloaded: every front-end page reads it.
		update_option( SiteCrew_Options::CHAT_WIDGET, $widget, true );
	}

	/**
	 * Takes the widget from an answer of GET /plugin/status. An answer without `chat_widget` (an
	 * older SiteCrew) or with an invalid one leaves the stored widget as it is.
	 *
	 * @param array<string, mixed> $status Decoded answer.
	 */
	public static function store_from_status( array $status ): void {
		if ( ! array_key_exists( 'chat_widget', $status ) ) {
			return;
		}
		$given = $status['chat_widget'];
		if ( null === $given ) {
			self::store( null );
			return;
		}
		$widget = is_array( $given ) ? self::validate( $given ) : null;
		if ( is_array( $widget ) ) {
			self::store( $widget );
		}
	}

	/**
	 * The hourly pull: a push SiteCrew could not deliver (the site was down) still arrives.
	 */
	public static function pull(): void {
		if ( ! SiteCrew_Options::is_connected() ) {
			return;
		}
		$response = SiteCrew_Api_Client::status();
		if ( $response->ok() ) {
			SiteCrew_Options::touch_last_contact();
			self::store_from_status( $response->body );
		} elseif ( 404 === $response->status ) {
			SiteCrew_Options::mark_disconnected();
		}
	}

	public static function schedule(): void {
		if ( false === wp_next_scheduled( self::SYNC_HOOK ) ) {
			wp_schedule_event( time(), 'hourly', self::SYNC_HOOK );
		}
	}

	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::SYNC_HOOK );
	}

	public static function keep_scheduled(): void {
		if ( SiteCrew_Options::is_connected() ) {
			self::schedule();
		}
	}

	/**
	 * Front-end pages only: never the admin, feeds or REST answers.
	 */
	public static function enqueue(): void {
		if ( is_admin() || is_feed() || wp_is_json_request() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return;
		}
		$widget = self::current();
		if ( null !== $widget ) {
			// No version: the query string would make it another URL than the one SiteCrew serves.
			wp_enqueue_script( self::SCRIPT_HANDLE, $widget['script_url'], array(), null, true );
		}
	}

	/**
	 * Adds `async` and the widget key to the script's tag (WordPress 6.1 has no script attributes API).
	 */
	public static function script_tag( string $tag, string $handle ): string {
		if ( self::SCRIPT_HANDLE !== $handle ) {
			return $tag;
		}
		$widget = self::current();
		$at     = strpos( $tag, '<script' );
		if ( null === $widget || false === $at ) {
			return $tag;
		}
		$open = '<script async data-sitecrew-chat="' . esc_attr( $widget['widget_key'] ) . '"';
		return substr_replace( $tag, $open, $at, strlen( '<script' ) );
	}

	/**
	 * A plugin loads scripts only from its own SiteCrew: an http(s) URL of the same origin (scheme,
	 * host and port) as SITECREW_API_URL. Another port or plain http on the same host may be
	 * another program.
	 */
	private static function from_own_api( string $url ): bool {
		if ( strlen( $url ) > self::MAX_URL || 1 === preg_match( '/[\s"\'<>\\\\]/', $url ) ) {
			return false;
		}
		$parts = wp_parse_url( $url );
		$api   = wp_parse_url( SiteCrew_Options::api_url() );
		if ( ! is_array( $parts ) || ! is_array( $api ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return false;
		}
		$origin = self::origin( $parts );
		return null !== $origin && self::origin( $api ) === $origin;
	}

	/**
	 * "scheme://host:port" of an http(s) URL, with the scheme's default port when none is given.
	 *
	 * @param array<string, mixed> $parts Output of wp_parse_url().
	 */
	private static function origin( array $parts ): ?string {
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( (string) ( $parts['host'] ?? '' ) );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
			return null;
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . $host . ':' . $port;
	}

	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'invalid_input', $message, array( 'status' => 400 ) );
	}
}
