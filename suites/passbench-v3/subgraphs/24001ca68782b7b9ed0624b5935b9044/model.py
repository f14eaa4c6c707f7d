import torch


class GraphModule(torch.nn.Module):
    def forward(self, cross_modal_image: torch.Tensor, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_layer_8: torch.Tensor):
        linear_64 = torch._C._nn.linear(cross_modal_image, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_weight_, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_value_parameters_bias_)
        view_26 = linear_64.view((1, 325, -1, 64))
        linear_64 = None
        value_layer_8 = view_26.transpose(1, 2)
        view_26 = None
        transpose_44 = key_layer_8.transpose(2, 3)
        return (transpose_44, value_layer_8)
