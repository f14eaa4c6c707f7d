class Program_weight_tensor_meta_temporal_embedding_6:
    name = "temporal_embedding_6"
    shape = [1, 1568, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00014655869054712247
    std = 0.028654184116844908
    data = None
    min_val = -0.15326181054115295
    max_val = 0.14432059228420258
