class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 4, 22, 22]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0454545452967594
    std = 2.1510815262247067e-05
    data = None
    min_val = 0.04536760598421097
    max_val = 0.045547936111688614


class Program_weight_tensor_meta_value_layer_1:
    name = "value_layer_1"
    shape = [1, 4, 22, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00013584461835721
    std = 0.021334885728601774
    data = None
    min_val = -0.07512295991182327
    max_val = 0.06228930130600929
