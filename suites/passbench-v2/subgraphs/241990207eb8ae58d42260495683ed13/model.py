import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, residual_temporal_6: torch.Tensor, L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_bias_: torch.nn.parameter.Parameter, layer_output_5: torch.Tensor):
        residual_temporal_7 = torch._C._nn.linear(residual_temporal_6, L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_bias_)
        getitem_39 = layer_output_5[(slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        return (getitem_39, residual_temporal_7)
