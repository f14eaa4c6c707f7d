import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_5: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        context_layer_1 = attn_output_5.reshape((1, 577, 768))
        hidden_states_8 = torch._C._nn.linear(context_layer_1, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_)
        context_layer_1 = None
        hidden_states_9 = torch.nn.functional.dropout(hidden_states_8, 0.0, False, False)
        hidden_states_8 = None
        return (hidden_states_9,)
