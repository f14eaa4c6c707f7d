import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: torch.Tensor,
        L_fc1_weight_: torch.nn.parameter.Parameter,
        L_fc1_bias_: torch.nn.parameter.Parameter,
        L_fc2_weight_: torch.nn.parameter.Parameter,
        L_fc2_bias_: torch.nn.parameter.Parameter,
        L_norm_weight_: torch.nn.parameter.Parameter,
        L_norm_bias_: torch.nn.parameter.Parameter,
    ):
        l_x_ = L_x_
        hidden = torch._C._nn.linear(l_x_, L_fc1_weight_, L_fc1_bias_)
        act = torch.nn.functional.gelu(hidden, approximate="tanh")
        hidden = None
        dropped = torch.nn.functional.dropout(act, 0.0, False, False)
        act = None
        projected = torch._C._nn.linear(dropped, L_fc2_weight_, L_fc2_bias_)
        dropped = None
        residual = l_x_ + projected
        l_x_ = projected = None
        normed = torch.nn.functional.layer_norm(
            residual, (64,), L_norm_weight_, L_norm_bias_, 1e-05
        )
        residual = None
        return (normed,)
