import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_9: torch.Tensor, L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter):
        reshape_2 = attn_output_9.reshape(1, 31, -1)
        attn_output_10 = reshape_2.contiguous()
        reshape_2 = None
        view_29 = attn_output_10.view(-1, 1536)
        attn_output_10 = None
        x_18 = torch.addmm(L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_, view_29, L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_)
        view_29 = None
        x_19 = x_18.view((1, 31, 1536))
        x_18 = None
        attn_output_11 = torch.nn.functional.dropout(x_19, 0.1, False, False)
        x_19 = None
        return (attn_output_11,)
