import torch


class GraphModule(torch.nn.Module):
    def forward(self, cross_modal_image: torch.Tensor, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_bias_: torch.nn.parameter.Parameter):
        linear_63 = torch._C._nn.linear(cross_modal_image, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_weight_, L_self_modules_cross_modal_text_layers_modules_0_modules_crossattention_modules_self_modules_key_parameters_bias_)
        view_25 = linear_63.view((1, 325, -1, 64))
        linear_63 = None
        key_layer_8 = view_25.transpose(1, 2)
        view_25 = None
        return (key_layer_8,)
