class Program_weight_tensor_meta_attn_probs:
    name = "attn_probs"
    shape = [6, 260, 260]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0038461538452124206
    std = 4.785252913790259e-06
    data = None
    min_val = 0.0038173289503902197
    max_val = 0.0038768246304243803


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [6, 260, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.860211047817996e-05
    std = 0.03551917934277536
    data = None
    min_val = -0.18339362740516663
    max_val = 0.1770009547472
