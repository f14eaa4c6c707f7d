import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_7: torch.Tensor, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_bias_: torch.nn.parameter.Parameter):
        features_68 = torch.conv2d(hidden_states_7, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_weight_, L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        hidden_states_8 = torch.nn.functional.dropout(features_68, 0.0, False, False)
        features_68 = None
        return (hidden_states_8,)
