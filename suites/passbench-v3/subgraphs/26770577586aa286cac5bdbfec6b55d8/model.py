import torch


class GraphModule(torch.nn.Module):
    def forward(self, tensor_3_1: torch.Tensor, L_self_modules_attentions_modules_0_modules_q_lin_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_attentions_modules_0_modules_q_lin_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(tensor_3_1, L_self_modules_attentions_modules_0_modules_q_lin_parameters_weight_, L_self_modules_attentions_modules_0_modules_q_lin_parameters_bias_)
        view = linear.view(1, -1, 12, 64)
        linear = None
        q = view.transpose(1, 2)
        view = None
        return (q,)
