<?php
/**
 * Run ids: one post per SiteCrew agent run, however often the run sends it.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A run id is kept as post meta on the post it created. Creating a post for a run id takes a lock
 * first: one options row per run id, claimed with INSERT IGNORE on the options table's unique key
 * (as nonces are), so two copies of a request arriving together cannot both create a post. The
 * second waits for the first, then answers the post the first created.
 */
final class SiteCrew_Run_Ids {

	const META_KEY = '_sitecrew_run_id';

	const LOCK_PREFIX = 'sitecrew_run_';

	/** A lock older than this belongs to a request that died mid-way (a fatal error, a killed worker). */
	const LOCK_LIFETIME = 600;

	/** How long a request waits for another one creating the same run's post. */
	const WAIT_SECONDS = 10;

	const WAIT_STEP_MICROSECONDS = 150000;

	/**
	 * 1 to 100 characters of A-Z, a-z, 0-9, "_" and "-".
	 *
	 * @param mixed $value Candidate run id.
	 */
	public static function is_valid( $value ): bool {
		return is_string( $value ) && 1 === preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $value );
	}

	/**
	 * The post created for $run_id, whatever its status (trash included); 0 when there is none.
	 * Asks the database itself: a cached query could miss a post another request just created.
	 */
	public static function find_post( string $run_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
				WHERE m.meta_key = %s AND m.meta_value = %s AND p.post_type = 'post' ORDER BY p.ID ASC LIMIT 1",
				self::META_KEY,
				$run_id
			)
		);
	}

	/**
	 * The run id stored on a post, null when SiteCrew did not create it for a run.
	 */
	public static function of_post( int $post_id ): ?string {
		$run_id = get_post_meta( $post_id, self::META_KEY, true );
		return is_string( $run_id ) && '' !== $run_id ? $run_id : null;
	}

	/**
	 * Calls $create unless run $run_id already has a post.
	 *
	 * @param string   $run_id The run id.
	 * @param callable $create Creates the post (storing the run id with it); returns its id or a WP_Error.
	 * @return array{post_id: int, existing: bool}|WP_Error
	 */
	public static function create_once( string $run_id, callable $create ) {
		$deadline = microtime( true ) + self::WAIT_SECONDS;
		$lock     = self::claim( $run_id );
		while ( null === $lock ) {
			$found = self::find_post( $run_id );
			if ( $found > 0 ) {
				return array(
					'post_id'  => $found,
					'existing' => true,
				);
			}
			if ( microtime( true ) > $deadline ) {
				return new WP_Error(
					'run_in_progress',
					'Another request is still creating the post of this run; try again shortly.',
					array( 'status' => 409 )
				);
			}
			usleep( self::WAIT_STEP_MICROSECONDS );
			$lock = self::claim( $run_id );
		}

		try {
			// Checked under the lock: a request that held it before may have created the post.
			$found = self::find_post( $run_id );
			if ( $found > 0 ) {
				return array(
					'post_id'  => $found,
					'existing' => true,
				);
			}
			$created = $create();
			if ( $created instanceof WP_Error ) {
				return $created;
			}
			return array(
				'post_id'  => (int) $created,
				'existing' => false,
			);
		} finally {
			self::release( $run_id, $lock );
		}
	}

	/**
	 * Takes the run's lock: a fresh row, or one left by a request that died. Returns the time
	 * written into the row (the holder's token), null when another request holds the lock.
	 */
	private static function claim( string $run_id ): ?string {
		global $wpdb;
		$name    = self::LOCK_PREFIX . $run_id;
		$now     = (string) time();
		$claimed = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
				$name,
				$now
			)
		);
		if ( 1 === $claimed ) {
			return $now;
		}
		// The row lock of UPDATE lets only one of several waiters take over an expired lock.
		$taken = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND CAST(option_value AS UNSIGNED) < %d",
				$now,
				$name,
				time() - self::LOCK_LIFETIME
			)
		);
		return 1 === $taken ? $now : null;
	}

	/**
	 * Frees the lock, unless it expired and another request took it over meanwhile.
	 */
	private static function release( string $run_id, string $lock ): void {
		global $wpdb;
		$wpdb->delete(
			$wpdb->options,
			array(
				'option_name'  => self::LOCK_PREFIX . $run_id,
				'option_value' => $lock,
			)
		);
	}

	/**
	 * Deletes every run lock (when the plugin is uninstalled).
	 */
	public static function sweep(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::LOCK_PREFIX ) . '%' ) );
	}
}
