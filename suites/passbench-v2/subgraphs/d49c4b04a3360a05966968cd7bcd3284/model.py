import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_: torch.nn.parameter.Parameter, view_132: torch.Tensor, L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_: torch.nn.parameter.Parameter):
        x_94 = torch.addmm(L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_, view_132, L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_)
        x_95 = x_94.view((1, 128, 768))
        x_94 = None
        hidden_states_72 = torch.nn.functional.dropout(x_95, 0.1, False, False)
        x_95 = None
        return (hidden_states_72,)
