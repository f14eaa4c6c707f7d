import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(norm_hidden_states, L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_, None)
        view = linear.view((1, 256, -1, 128))
        linear = None
        return (view,)
