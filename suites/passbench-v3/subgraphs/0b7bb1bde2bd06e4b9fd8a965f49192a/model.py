import torch


class GraphModule(torch.nn.Module):
    def forward(self, tensor_8_1: torch.Tensor, L_self_modules_attentions_modules_1_modules_q_lin_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_attentions_modules_1_modules_q_lin_parameters_bias_: torch.nn.parameter.Parameter):
        linear_6 = torch._C._nn.linear(tensor_8_1, L_self_modules_attentions_modules_1_modules_q_lin_parameters_weight_, L_self_modules_attentions_modules_1_modules_q_lin_parameters_bias_)
        view_5 = linear_6.view(1, -1, 12, 64)
        linear_6 = None
        return (view_5,)
