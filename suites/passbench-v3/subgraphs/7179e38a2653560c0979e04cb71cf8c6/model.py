import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, position_embeddings: torch.Tensor, L_self_modules_encode_positions_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encode_positions_modules_conv_parameters_bias_: torch.nn.parameter.Parameter):
        position_embeddings_1 = torch.conv1d(position_embeddings, L_self_modules_encode_positions_modules_conv_parameters_weight_, L_self_modules_encode_positions_modules_conv_parameters_bias_, (1,), (64,), (1,), 16)
        position_embeddings_2 = position_embeddings_1[(slice(None, None, None), slice(None, None, None), slice(None, -1, None))]
        position_embeddings_1 = None
        return (position_embeddings_2,)
