<?php
/**
 * The connection state, kept in a few options.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads and writes the options that describe the link to SiteCrew.
 */
final class SiteCrew_Options {

	const LICENSE_KEY   = 'sitecrew_license_key';
	const SITE_ID       = 'sitecrew_site_id';
	const SECRET        = 'sitecrew_secret';
	const STATUS        = 'sitecrew_status';
	const DOMAIN_NAME   = 'sitecrew_domain_name';
	const CONNECTED_AT  = 'sitecrew_connected_at';
	const CONNECTED_BY  = 'sitecrew_connected_by';
	const LAST_CONTACT  = 'sitecrew_last_contact';
	const CHAT_WIDGET   = 'sitecrew_chat_widget';

	/** Value of the status option while linked. */
	const STATUS_CONNECTED = 'connected';

	/** Value of the status option after a disconnect (by the owner or because SiteCrew forgot the site). */
	const STATUS_DISCONNECTED = 'disconnected';

	/**
	 * Every option the plugin stores (uninstall deletes them).
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array(
			self::LICENSE_KEY,
			self::SITE_ID,
			self::SECRET,
			self::STATUS,
			self::DOMAIN_NAME,
			self::CONNECTED_AT,
			self::CONNECTED_BY,
			self::LAST_CONTACT,
			self::CHAT_WIDGET,
		);
	}

	/**
	 * The API base URL without a trailing slash, or '' when SITECREW_API_URL is not defined.
	 */
	public static function api_url(): string {
		if ( ! defined( 'SITECREW_API_URL' ) || ! is_string( SITECREW_API_URL ) ) {
			return '';
		}
		return untrailingslashit( trim( SITECREW_API_URL ) );
	}

	public static function site_id(): string {
		return (string) get_option( self::SITE_ID, '' );
	}

	public static function secret(): string {
		return (string) get_option( self::SECRET, '' );
	}

	public static function license_key(): string {
		return (string) get_option( self::LICENSE_KEY, '' );
	}

	public static function domain_name(): string {
		return (string) get_option( self::DOMAIN_NAME, '' );
	}

	public static function connected_at(): int {
		return (int) get_option( self::CONNECTED_AT, 0 );
	}

	public static function last_contact(): int {
		return (int) get_option( self::LAST_CONTACT, 0 );
	}

	/**
	 * The user who pressed Connect (default author of posts created without one).
	 */
	public static function connected_by(): int {
		return (int) get_option( self::CONNECTED_BY, 0 );
	}

	/**
	 * 'connected', 'disconnected' or '' (never linked).
	 */
	public static function status(): string {
		$status = (string) get_option( self::STATUS, '' );
		if ( self::STATUS_CONNECTED === $status && ( '' === self::site_id() || '' === self::secret() ) ) {
			return self::STATUS_DISCONNECTED;
		}
		return $status;
	}

	public static function is_connected(): bool {
		return self::STATUS_CONNECTED === self::status();
	}

	/**
	 * Stores the answer of a successful connect.
	 */
	public static function save_connection( string $license_key, string $site_id, string $secret, string $domain_name, int $user_id ): void {
		$now = time();
		update_option( self::LICENSE_KEY, $license_key, false );
		update_option( self::SITE_ID, $site_id, false );
		// The secret is only needed for signed requests: never autoloaded.
		update_option( self::SECRET, $secret, false );
		update_option( self::DOMAIN_NAME, $domain_name, false );
		update_option( self::CONNECTED_AT, $now, false );
		update_option( self::CONNECTED_BY, $user_id, false );
		update_option( self::LAST_CONTACT, $now, false );
		update_option( self::STATUS, self::STATUS_CONNECTED, true );
		// Its first run picks up the site's chat widget at once.
		SiteCrew_Chat_Widget::schedule();
	}

	/**
	 * Forgets the site id, the secret and the chat widget; keeps the licence key so the owner can
	 * connect again.
	 */
	public static function mark_disconnected(): void {
		delete_option( self::SITE_ID );
		delete_option( self::SECRET );
		delete_option( self::CHAT_WIDGET );
		update_option( self::STATUS, self::STATUS_DISCONNECTED, true );
		SiteCrew_Chat_Widget::unschedule();
	}

	public static function touch_last_contact(): void {
		update_option( self::LAST_CONTACT, time(), false );
	}
}
