import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_23: torch.Tensor, L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_19 = torch._C._nn.linear(hidden_states_23, L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_weight_, L_self_modules_encoder_modules_layer_modules_3_modules_attention_modules_self_modules_key_parameters_bias_)
        view_10 = linear_19.view(1, -1, 2, 64)
        linear_19 = None
        return (view_10,)
