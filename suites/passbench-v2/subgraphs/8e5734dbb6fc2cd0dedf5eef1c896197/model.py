import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter, view_7: torch.Tensor, L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter):
        x_2 = torch.addmm(L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_, view_7, L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_)
        x_3 = x_2.view((1, 19, 768))
        x_2 = None
        attn_output_3 = torch.nn.functional.dropout(x_3, 0.1, False, False)
        x_3 = None
        return (attn_output_3,)
