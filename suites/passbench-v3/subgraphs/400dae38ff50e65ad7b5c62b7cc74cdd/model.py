import torch


class GraphModule(torch.nn.Module):
    def forward(self, tensor_3_1: torch.Tensor, L_self_modules_attentions_modules_0_modules_v_lin_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_attentions_modules_0_modules_v_lin_parameters_bias_: torch.nn.parameter.Parameter, k: torch.Tensor):
        v = torch._C._nn.linear(tensor_3_1, L_self_modules_attentions_modules_0_modules_v_lin_parameters_weight_, L_self_modules_attentions_modules_0_modules_v_lin_parameters_bias_)
        view_1 = k.view(1, -1, 12, 64)
        k_1 = view_1.transpose(1, 2)
        view_1 = None
        view_2 = v.view(1, -1, 12, 64)
        v = None
        return (view_2, k_1)
