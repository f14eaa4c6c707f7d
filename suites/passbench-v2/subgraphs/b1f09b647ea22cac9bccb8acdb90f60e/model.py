import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_71: torch.Tensor, L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_bias_: torch.nn.parameter.Parameter):
        linear_72 = torch._C._nn.linear(hidden_states_71, L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_weight_, L_self_modules_cross_modal_image_layers_modules_0_modules_crossattention_modules_self_modules_query_parameters_bias_)
        view_30 = linear_72.view((1, 325, -1, 64))
        linear_72 = None
        return (view_30,)
