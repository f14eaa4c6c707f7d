class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 4, 15, 15]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.06666666685707039
    std = 2.298089494897393e-05
    data = None
    min_val = 0.06658269464969635
    max_val = 0.06674374639987946


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 4, 15, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0015589138412906323
    std = 0.020513306323836203
    data = None
    min_val = -0.05144033581018448
    max_val = 0.06934528052806854
