<?php
/**
 * Settings → SiteCrew.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The settings page and its Connect / Disconnect handlers (admin-post.php).
 */
final class SiteCrew_Settings_Page {

	const SLUG              = 'sitecrew';
	const CAPABILITY        = 'manage_options';
	const CONNECT_ACTION    = 'sitecrew_connect';
	const DISCONNECT_ACTION = 'sitecrew_disconnect';
	const KEY_FIELD         = 'sitecrew_license_key';

	/** Per-user transient carrying notices across the redirect after Connect / Disconnect. */
	const NOTICES_TRANSIENT = 'sitecrew_notices_';

	/**
	 * Notices of the current page load.
	 *
	 * @var array<int, array{type: string, message: string}>
	 */
	private static array $notices = array();

	public static function init(): void {
		add_action( 'admin_menu', array( self::class, 'add_menu' ) );
		add_action( 'admin_post_' . self::CONNECT_ACTION, array( self::class, 'handle_connect' ) );
		add_action( 'admin_post_' . self::DISCONNECT_ACTION, array( self::class, 'handle_disconnect' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( SITECREW_CONNECTOR_FILE ), array( self::class, 'action_links' ) );
	}

	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::SLUG );
	}

	public static function add_menu(): void {
		$hook = add_options_page( 'SiteCrew', 'SiteCrew', self::CAPABILITY, self::SLUG, array( self::class, 'render' ) );
		if ( is_string( $hook ) && '' !== $hook ) {
			add_action( 'load-' . $hook, array( self::class, 'on_load' ) );
		}
	}

	/**
	 * @param string[] $links Links under the plugin's name on the Plugins screen.
	 * @return string[]
	 */
	public static function action_links( array $links ): array {
		array_unshift( $links, '<a href="' . esc_url( self::url() ) . '">' . esc_html__( 'Settings', 'sitecrew-connector' ) . '</a>' );
		return $links;
	}

	/**
	 * Before the page renders: pick up notices and, while connected, ask SiteCrew whether it still knows the site.
	 */
	public static function on_load(): void {
		$key    = self::NOTICES_TRANSIENT . get_current_user_id();
		$stored = get_transient( $key );
		if ( is_array( $stored ) ) {
			self::$notices = $stored;
			delete_transient( $key );
		}

		if ( ! SiteCrew_Options::is_connected() ) {
			return;
		}

		$response = SiteCrew_Api_Client::status();
		if ( $response->ok() ) {
			SiteCrew_Options::touch_last_contact();
			if ( isset( $response->body['domain_name'] ) && is_string( $response->body['domain_name'] ) && '' !== $response->body['domain_name'] ) {
				update_option( SiteCrew_Options::DOMAIN_NAME, $response->body['domain_name'], false );
			}
			SiteCrew_Chat_Widget::store_from_status( $response->body );
		} elseif ( 404 === $response->status ) {
			SiteCrew_Options::mark_disconnected();
			self::$notices[] = array(
				'type'    => 'error',
				'message' => 'SiteCrew no longer knows this site: the domain was removed from the dashboard or its licence key was regenerated. Paste the current licence key to link the site again.',
			);
		} else {
			self::$notices[] = array(
				'type'    => 'warning',
				'message' => 'Could not check the link with SiteCrew: ' . $response->message,
			);
		}
	}

	public static function handle_connect(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.' ), 403 );
		}
		check_admin_referer( self::CONNECT_ACTION );

		$key = isset( $_POST[ self::KEY_FIELD ] ) ? trim( sanitize_text_field( wp_unslash( (string) $_POST[ self::KEY_FIELD ] ) ) ) : '';
		if ( '' === $key ) {
			self::redirect_with( 'error', 'Paste the licence key from your SiteCrew dashboard.' );
		}

		// Keep what was typed, so the field stays filled when the API refuses it.
		update_option( SiteCrew_Options::LICENSE_KEY, $key, false );

		$response = SiteCrew_Api_Client::connect( $key );
		if ( ! $response->ok() ) {
			self::redirect_with( 'error', $response->message );
		}

		$body        = $response->body;
		$site_id     = isset( $body['site_id'] ) && is_string( $body['site_id'] ) ? $body['site_id'] : '';
		$secret      = isset( $body['secret'] ) && is_string( $body['secret'] ) ? $body['secret'] : '';
		$domain_name = isset( $body['domain_name'] ) && is_string( $body['domain_name'] ) ? $body['domain_name'] : '';
		if ( '' === $site_id || '' === $secret ) {
			self::redirect_with( 'error', 'SiteCrew sent an unexpected answer (no site id or secret).' );
		}

		SiteCrew_Options::save_connection( $key, $site_id, $secret, $domain_name, get_current_user_id() );
		self::redirect_with(
			'success',
			'' !== $domain_name
				? sprintf( 'This site is now linked to SiteCrew as %s.', $domain_name )
				: 'This site is now linked to SiteCrew.'
		);
	}

	public static function handle_disconnect(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.' ), 403 );
		}
		check_admin_referer( self::DISCONNECT_ACTION );

		$response = null;
		if ( '' !== SiteCrew_Options::site_id() && '' !== SiteCrew_Options::secret() ) {
			$response = SiteCrew_Api_Client::disconnect();
		}
		// Forget the link whatever SiteCrew answered.
		SiteCrew_Options::mark_disconnected();

		if ( null !== $response && ! $response->ok() && 404 !== $response->status ) {
			self::redirect_with( 'warning', 'The link was removed from this site, but SiteCrew answered: ' . $response->message );
		}
		self::redirect_with( 'success', 'This site is no longer linked to SiteCrew.' );
	}

	/**
	 * Redirects back to the settings page with one notice, and stops.
	 */
	private static function redirect_with( string $type, string $message ): never {
		set_transient(
			self::NOTICES_TRANSIENT . get_current_user_id(),
			array(
				array(
					'type'    => $type,
					'message' => $message,
				),
			),
			5 * MINUTE_IN_SECONDS
		);
		wp_safe_redirect( self::url() );
		exit;
	}

	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}

		$status       = SiteCrew_Options::status();
		$connected    = SiteCrew_Options::STATUS_CONNECTED === $status;
		$status_label = match ( $status ) {
			SiteCrew_Options::STATUS_CONNECTED    => 'Connected',
			SiteCrew_Options::STATUS_DISCONNECTED => 'Disconnected',
			default                               => 'Not connected',
		};
		$api_url      = SiteCrew_Options::api_url();
		$domain       = SiteCrew_Options::domain_name();
		$last_contact = SiteCrew_Options::last_contact();
		$key          = SiteCrew_Options::license_key();

		if ( '' === $api_url ) {
			self::$notices[] = array(
				'type'    => 'error',
				'message' => 'SITECREW_API_URL is not defined. Download the plugin again from your SiteCrew dashboard, or define SITECREW_API_URL in wp-config.php.',
			);
		}
		?>
		<div class="wrap" id="sitecrew-settings">
			<h1>SiteCrew</h1>
			<?php foreach ( self::$notices as $notice ) : ?>
				<div class="notice notice-<?php echo esc_attr( $notice['type'] ); ?> sitecrew-notice" role="<?php echo 'error' === $notice['type'] ? 'alert' : 'status'; ?>">
					<p><?php echo esc_html( $notice['message'] ); ?></p>
				</div>
			<?php endforeach; ?>

			<p>SiteCrew writes, schedules and publishes posts on this site. Paste the licence key shown for this domain in your SiteCrew dashboard.</p>

			<table class="form-table" role="presentation">
				<tr>
					<th scope="row">Status</th>
					<td><strong id="sitecrew-status" class="sitecrew-status sitecrew-status-<?php echo esc_attr( '' !== $status ? $status : 'none' ); ?>"><?php echo esc_html( $status_label ); ?></strong></td>
				</tr>
				<?php if ( '' !== $domain ) : ?>
				<tr>
					<th scope="row">Domain</th>
					<td id="sitecrew-domain"><?php echo esc_html( $domain ); ?></td>
				</tr>
				<?php endif; ?>
				<tr>
					<th scope="row">Last contact</th>
					<td id="sitecrew-last-contact">
						<?php
						if ( $last_contact > 0 ) {
							echo esc_html(
								sprintf(
									'%1$s (%2$s ago)',
									wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $last_contact ),
									human_time_diff( $last_contact )
								)
							);
						} else {
							echo esc_html( 'Never' );
						}
						?>
					</td>
				</tr>
				<tr>
					<th scope="row">API URL</th>
					<td><code id="sitecrew-api-url"><?php echo esc_html( '' !== $api_url ? $api_url : 'Not set' ); ?></code></td>
				</tr>
				<?php if ( $connected ) : ?>
				<tr>
					<th scope="row">Licence key</th>
					<td><code id="sitecrew-license-key-masked"><?php echo esc_html( self::mask( $key ) ); ?></code></td>
				</tr>
				<?php endif; ?>
			</table>

			<?php if ( $connected ) : ?>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( self::DISCONNECT_ACTION ); ?>" />
					<?php wp_nonce_field( self::DISCONNECT_ACTION ); ?>
					<p class="submit">
						<button type="submit" class="button" id="sitecrew-disconnect">Disconnect</button>
					</p>
				</form>
			<?php else : ?>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( self::CONNECT_ACTION ); ?>" />
					<?php wp_nonce_field( self::CONNECT_ACTION ); ?>
					<table class="form-table" role="presentation">
						<tr>
							<th scope="row"><label for="sitecrew-license-key">Licence key</label></th>
							<td>
								<input type="text" id="sitecrew-license-key" name="<?php echo esc_attr( self::KEY_FIELD ); ?>" class="regular-text code" value="<?php echo esc_attr( $key ); ?>" autocomplete="off" spellcheck="false" required />
							</td>
						</tr>
					</table>
					<p class="submit">
						<button type="submit" class="button button-primary" id="sitecrew-connect">Connect</button>
					</p>
				</form>
			<?php endif; ?>
		</div>
		<?php
	}

	/**
	 * sck_abcd…wxyz
	 */
	private static function mask( string $key ): string {
		if ( strlen( $key ) <= 12 ) {
			return str_repeat( '•', max( 0, strlen( $key ) ) );
		}
		return substr( $key, 0, 8 ) . '…' . substr( $key, -4 );
	}
}
