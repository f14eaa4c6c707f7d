import torch


class GraphModule(torch.nn.Module):
    def forward(self, tensor_8_1: torch.Tensor, L_self_modules_attentions_modules_1_modules_v_lin_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_attentions_modules_1_modules_v_lin_parameters_bias_: torch.nn.parameter.Parameter, k_2: torch.Tensor):
        v_2 = torch._C._nn.linear(tensor_8_1, L_self_modules_attentions_modules_1_modules_v_lin_parameters_weight_, L_self_modules_attentions_modules_1_modules_v_lin_parameters_bias_)
        view_6 = k_2.view(1, -1, 12, 64)
        return (view_6, v_2)
