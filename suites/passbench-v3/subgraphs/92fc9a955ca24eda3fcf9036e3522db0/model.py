import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_11: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_34 = torch._C._nn.linear(context_layer_11, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_35 = torch.nn.functional.dropout(hidden_states_34, 0.0, False, False)
        hidden_states_34 = None
        attention_windows_7 = hidden_states_35.view(-1, 7, 7, 192)
        hidden_states_35 = None
        windows_12 = attention_windows_7.view(-1, 4, 4, 7, 7, 192)
        attention_windows_7 = None
        transpose_26 = windows_12.transpose(2, 3)
        windows_12 = None
        return (transpose_26,)
