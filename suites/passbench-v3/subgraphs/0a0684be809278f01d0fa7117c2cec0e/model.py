import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_4: torch.Tensor, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_bias_: torch.nn.parameter.Parameter):
        input_5 = torch._C._nn.linear(input_4, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_weight_, L_self_modules_encoder_modules_layers_modules_encoder_layer_0_modules_mlp_modules_3_parameters_bias_)
        input_6 = torch.nn.functional.dropout(input_5, 0.0, False, False)
        input_5 = None
        return (input_6,)
