import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter, view_11: torch.Tensor, L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter):
        x_6 = torch.addmm(L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_, view_11, L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_)
        x_7 = x_6.view((1, 19, 768))
        x_6 = None
        hidden_states_6 = torch.nn.functional.dropout(x_7, 0.1, False, False)
        x_7 = None
        return (hidden_states_6,)
