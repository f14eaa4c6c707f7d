import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_38: torch.Tensor, L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_24 = torch._C._nn.linear(hidden_states_38, L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_, L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_bias_)
        view_12 = linear_24.view((1, 128, -1, 32))
        linear_24 = None
        return (view_12,)
