import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_2: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_3 = torch._C._nn.linear(context_layer_2, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_4 = torch.nn.functional.dropout(hidden_states_3, 0.0, False, False)
        hidden_states_3 = None
        attention_windows = hidden_states_4.view(-1, 12, 12, 128)
        hidden_states_4 = None
        windows_1 = attention_windows.view(-1, 5, 5, 12, 12, 128)
        attention_windows = None
        transpose_6 = windows_1.transpose(2, 3)
        windows_1 = None
        return (transpose_6,)
