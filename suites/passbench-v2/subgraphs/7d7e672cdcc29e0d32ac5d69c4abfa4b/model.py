import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter, view_7: torch.Tensor, L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter):
        x_6 = torch.addmm(L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_, view_7, L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_)
        x_7 = x_6.view((1, 128, 768))
        x_6 = None
        a_2 = torch.nn.functional.dropout(x_7, 0.1, False, False)
        x_7 = None
        return (a_2,)
