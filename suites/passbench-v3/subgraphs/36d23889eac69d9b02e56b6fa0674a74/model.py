import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_5: torch.Tensor, L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_1 = attn_output_5.reshape(1, 19, -1)
        attn_output_6 = reshape_1.contiguous()
        reshape_1 = None
        view_18 = attn_output_6.view(-1, 768)
        attn_output_6 = None
        x_10 = torch.addmm(L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_, view_18, L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_)
        view_18 = None
        return (x_10,)
