import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(norm_hidden_states, L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_, None)
        view_1 = linear_1.view((1, 256, -1, 128))
        linear_1 = None
        keys = view_1.transpose(1, 2)
        view_1 = None
        return (keys,)
