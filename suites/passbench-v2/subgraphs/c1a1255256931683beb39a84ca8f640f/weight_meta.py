class Program_weight_tensor_meta_mean_10:
    name = "mean_10"
    shape = [1, 1, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.5133610367774963
    std = 0.0
    data = [0.5133610367774963]
    min_val = 0.5133610367774963
    max_val = 0.5133610367774963


class Program_weight_tensor_meta_global_features_10:
    name = "global_features_10"
    shape = [1, 1, 1, 1536]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.5133610219733479
    std = 0.03346243080158975
    data = None
    min_val = 0.40800824761390686
    max_val = 0.6483285427093506
