import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_k_proj_parameters_bias_)
        view_1 = linear_1.view((1, 257, -1, 64))
        linear_1 = None
        key_states = view_1.transpose(1, 2)
        view_1 = None
        return (key_states,)
