class Program_weight_tensor_meta_attention_probs_5:
    name = "attention_probs_5"
    shape = [1, 2, 64, 4]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.25000000291038305
    std = 1.795276863971667e-05
    data = None
    min_val = 0.24995876848697662
    max_val = 0.25004175305366516


class Program_weight_tensor_meta_value_layer_2:
    name = "value_layer_2"
    shape = [1, 2, 4, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00018543903934187256
    std = 0.02126791331726588
    data = None
    min_val = -0.045613691210746765
    max_val = 0.04735726863145828
