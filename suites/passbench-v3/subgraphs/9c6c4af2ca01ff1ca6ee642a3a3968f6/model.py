import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(hidden_states, L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_, None)
        view = linear.view((1, 17, -1, 64))
        linear = None
        query_states = view.transpose(1, 2)
        view = None
        return (query_states,)
