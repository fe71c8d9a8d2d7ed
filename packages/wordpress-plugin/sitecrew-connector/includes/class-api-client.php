<?php
/**
 * Calls from the plugin to the SiteCrew API.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Thin client of the SiteCrew API (PROTOCOL.md).
 */
final class SiteCrew_Api_Client {

	/** Seconds to wait for connect and disconnect. */
	const TIMEOUT = 15;

	/** Seconds to wait for the status check made while the settings page loads. */
	const STATUS_TIMEOUT = 5;

	/**
	 * POST /plugin/connect (unsigned; the licence key is the credential).
	 */
	public static function connect( string $license_key ): SiteCrew_Api_Response {
		$payload = array(
			'license_key'       => $license_key,
			'site_url'          => home_url(),
			'rest_url'          => rest_url(),
			'site_name'         => self::decode( get_bloginfo( 'name' ) ),
			'plugin_version'    => SITECREW_CONNECTOR_VERSION,
			'wordpress_version' => get_bloginfo( 'version' ),
		);
		return self::request( 'POST', '/plugin/connect', (string) wp_json_encode( $payload ), false );
	}

	/**
	 * GET /plugin/status (signed).
	 */
	public static function status(): SiteCrew_Api_Response {
		return self::request( 'GET', '/plugin/status', '', true, self::STATUS_TIMEOUT );
	}

	/**
	 * POST /plugin/disconnect with body {} (signed).
	 */
	public static function disconnect(): SiteCrew_Api_Response {
		return self::request( 'POST', '/plugin/disconnect', '{}', true );
	}

	/**
	 * The path signed for a call to the API: the path of SITECREW_API_URL plus the route,
	 * e.g. /api/plugin/status for http://localhost:3000/api.
	 */
	public static function signed_path( string $route ): string {
		$base = (string) wp_parse_url( SiteCrew_Options::api_url(), PHP_URL_PATH );
		return untrailingslashit( $base ) . $route;
	}

	private static function request( string $method, string $route, string $body, bool $signed, int $timeout = self::TIMEOUT ): SiteCrew_Api_Response {
		$api_url = SiteCrew_Options::api_url();
		if ( '' === $api_url ) {
			return new SiteCrew_Api_Response( 0, array(), 'SITECREW_API_URL is not defined. Download the plugin again from your SiteCrew dashboard, or define SITECREW_API_URL in wp-config.php.' );
		}

		$headers = array( 'Accept' => 'application/json' );
		if ( 'GET' !== $method ) {
			$headers['Content-Type'] = 'application/json';
		}
		if ( $signed ) {
			$site_id = SiteCrew_Options::site_id();
			$secret  = SiteCrew_Options::secret();
			if ( '' === $site_id || '' === $secret ) {
				return new SiteCrew_Api_Response( 0, array(), 'This site is not linked to SiteCrew.' );
			}
			$headers = array_merge( $headers, SiteCrew_Signature::headers( $site_id, $secret, $method, self::signed_path( $route ), $body ) );
		}

		$args = array(
			'method'      => $method,
			'timeout'     => $timeout,
			'redirection' => 0,
			'headers'     => $headers,
			'user-agent'  => 'SiteCrew-Connector/' . SITECREW_CONNECTOR_VERSION . '; ' . home_url(),
		);
		if ( 'GET' !== $method ) {
			$args['body'] = $body;
		}

		// Not wp_safe_remote_*: the API may legitimately live on localhost or a private network.
		$response = 'GET' === $method
			? wp_remote_get( $api_url . $route, $args )
			: wp_remote_post( $api_url . $route, $args );
		if ( is_wp_error( $response ) ) {
			return new SiteCrew_Api_Response(
				0,
				array(),
				sprintf( 'SiteCrew could not be reached at %1$s: %2$s', $api_url, $response->get_error_message() )
			);
		}

		$status  = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$decoded = is_array( $decoded ) ? $decoded : array();

		$message = '';
		if ( $status < 200 || $status >= 300 ) {
			if ( isset( $decoded['message'] ) && is_string( $decoded['message'] ) && '' !== $decoded['message'] ) {
				$message = $decoded['message'];
			} else {
				$message = sprintf( 'SiteCrew answered HTTP %d.', $status );
			}
		}
		return new SiteCrew_Api_Response( $status, $decoded, $message );
	}

	private static function decode( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES, 'UTF-8' );
	}
}
