import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_250: torch.Tensor, x_251: torch.Tensor, L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        x_252 = x_250 + x_251
        x_253 = torch.nn.functional.layer_norm(x_252, (1024,), L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_weight_, L_args_0_modules_decoder_modules_layers_modules_11_modules_encoder_attn_layer_norm_parameters_bias_, 1e-05)
        x_252 = None
        return (x_253,)
