import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, residual_temporal_10: torch.Tensor, L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_bias_: torch.nn.parameter.Parameter, layer_output_9: torch.Tensor):
        residual_temporal_11 = torch._C._nn.linear(residual_temporal_10, L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_weight_, L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_bias_)
        getitem_61 = layer_output_9[(slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        return (getitem_61, residual_temporal_11)
