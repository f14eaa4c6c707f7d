import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_1: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_2 = attn_output_1.reshape(1, 12, 128)
        hidden_states = torch._C._nn.linear(attn_output_2, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        attn_output_2 = None
        hidden_states_1 = torch.nn.functional.dropout(hidden_states, 0.1, False, False)
        hidden_states = None
        return (hidden_states_1,)
