<?php
/**
 * Remembers the nonces of signed requests so each is accepted once.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One options row per nonce, claimed with INSERT IGNORE: the options table's unique key on
 * option_name makes the claim atomic, so two copies of a request arriving together cannot both
 * pass (transients check and then write, which can race). Rows older than the nonce lifetime
 * are swept now and then.
 */
final class SiteCrew_Nonces {

	const PREFIX = 'sitecrew_nonce_';

	/** Longer than twice the accepted clock skew, so a nonce outlives every request that could carry it. */
	const LIFETIME = 600;

	/**
	 * True the first time a nonce is seen within its lifetime.
	 */
	public static function claim( string $nonce ): bool {
		global $wpdb;
		self::sweep_sometimes();
		$claimed = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
				self::PREFIX . $nonce,
				(string) time()
			)
		);
		return 1 === $claimed;
	}

	/**
	 * Forgets expired nonces on about one request in fifty.
	 */
	private static function sweep_sometimes(): void {
		if ( wp_rand( 1, 50 ) !== 1 ) {
			return;
		}
		self::sweep( time() - self::LIFETIME );
	}

	/**
	 * Deletes nonces claimed before $before (all of them when $before is null).
	 */
	public static function sweep( ?int $before = null ): void {
		global $wpdb;
		$like = $wpdb->esc_like( self::PREFIX ) . '%';
		if ( null === $before ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
			return;
		}
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(option_value AS UNSIGNED) < %d",
				$like,
				$before
			)
		);
	}
}
