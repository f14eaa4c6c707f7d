import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_35: torch.Tensor, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_116 = torch._C._nn.linear(context_layer_35, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_117 = torch.nn.functional.dropout(hidden_states_116, 0.0, False, False)
        hidden_states_116 = None
        attention_windows_27 = hidden_states_117.view(-1, 7, 7, 768)
        hidden_states_117 = None
        return (attention_windows_27,)
