import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor, L_self_modules_decoder_transformer_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_6 = torch._C._nn.linear(hidden_states_9, L_self_modules_decoder_transformer_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view_3 = linear_6.view((1, 18, -1, 64))
        linear_6 = None
        return (view_3,)
