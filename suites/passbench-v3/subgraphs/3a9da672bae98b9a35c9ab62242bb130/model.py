import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_17: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_55 = torch._C._nn.linear(context_layer_17, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_56 = torch.nn.functional.dropout(hidden_states_55, 0.0, False, False)
        hidden_states_55 = None
        attention_windows_12 = hidden_states_56.view(-1, 7, 7, 384)
        hidden_states_56 = None
        windows_19 = attention_windows_12.view(-1, 2, 2, 7, 7, 384)
        attention_windows_12 = None
        transpose_39 = windows_19.transpose(2, 3)
        windows_19 = None
        return (transpose_39,)
